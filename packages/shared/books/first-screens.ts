import type { Category } from "./categories.ts";

/**
 * How much each page's first screen lists: the web app's carousels ask for this many, and the
 * server puts the same answers into the page (first-screen-data.ts). No imports beyond types,
 * so the app's first script can use it.
 */

/** How many best sellers the home page's Top Sellers carousel shows. */
export const TOP_SELLERS_SHOWN = 10;

/** Each category carousel shows a bounded page of its category's newest books. */
export const BOOKS_PER_CATEGORY = 20;

/** The category page's carousels, in this order. */
export const CATEGORY_ORDER: readonly [Category, ...Category[]] = [
  "technology",
  "business",
  "biography",
  "self-help",
  "finance",
  "fiction",
];

/** Catalogue cards in a phone's first screen: their covers are fetched first (the page preloads them). */
export const CATALOGUE_FIRST_SCREEN_CARDS = 2;

/** Carousel slides in a phone's first screen: the categories page preloads their covers. */
export const CAROUSEL_FIRST_SCREEN_COVERS = 1;
