/** How many best sellers the home page's Top Sellers carousel shows. */
export const TOP_SELLERS_SHOWN = 10;
