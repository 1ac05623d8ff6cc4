/** How many best sellers the home page's Top Sellers carousel shows (shared with the server). */
export { TOP_SELLERS_SHOWN } from "@shared/first-screens.ts";
