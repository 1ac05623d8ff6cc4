import type { Category } from "@shared/categories.ts";

/** The category page's carousels, in this order. */
export const CATEGORY_ORDER: readonly [Category, ...Category[]] = [
  "technology",
  "business",
  "biography",
  "self-help",
  "finance",
  "fiction",
];

/** Each carousel shows a bounded page of its category's newest books. */
export const BOOKS_PER_CATEGORY = 20;
