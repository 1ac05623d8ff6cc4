import type { Category } from "../books/categories.ts";

/** How the catalogue page sorts; `newest` is the default. */
export const CATALOGUE_SORTS = [
  "newest",
  "price-asc",
  "price-desc",
  "best-selling",
  "top-rated",
  "title",
] as const;

export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/**
 * The highest price a filter may name: the highest a book may have (BOOK_LIMITS.maxPrice, checked
 * equal by the test). Stated here because book-input.ts brings zod, which no shopper page loads.
 */
export const CATALOGUE_MAX_PRICE = 10_000;

/** Books on one catalogue page. */
export const CATALOGUE_PAGE_SIZE = 24;

/** The catalogue's filters; each left out matches every book. */
export interface CatalogueFilters {
  category?: Category;
  /** Lowest `newPrice`, inclusive. */
  minPrice?: number;
  /** Highest `newPrice`, inclusive. */
  maxPrice?: number;
  /** Only books whose old price is above their new one (the stored `onSale` flag). */
  onSale?: boolean;
}

export type SortDirection = "asc" | "desc";

export interface OrderField {
  field: string;
  direction: SortDirection;
}

/**
 * A catalogue query's shape, which the API (firebase-admin) and the page (the Web SDK) both build
 * their query from, and from which the index test derives the composite index it needs.
 */
export interface CatalogueQueryPlan {
  equals: readonly { field: "category" | "onSale"; value: string | boolean }[];
  /** Range filters on the price: `newPrice` is the only field compared by range. */
  ranges: readonly { field: "newPrice"; op: ">=" | "<="; value: number }[];
  orderBy: readonly OrderField[];
}

const SORT_ORDER: Record<CatalogueSort, readonly OrderField[]> = {
  newest: [{ field: "createdAt", direction: "desc" }],
  "price-asc": [{ field: "newPrice", direction: "asc" }],
  "price-desc": [{ field: "newPrice", direction: "desc" }],
  // Ties (most books sell alike) go newest first, as Top Sellers order them.
  "best-selling": [
    { field: "sold", direction: "desc" },
    { field: "createdAt", direction: "desc" },
  ],
  // Best average first; of two alike, the one more customers reviewed, then newest first, as
  // best-selling breaks its ties. Every book has both fields (NO_RATINGS before its first
  // review): Firestore leaves a book without them out of the listing.
  "top-rated": [
    { field: "ratingAverage", direction: "desc" },
    { field: "ratingCount", direction: "desc" },
    { field: "createdAt", direction: "desc" },
  ],
  title: [{ field: "title", direction: "asc" }],
};

/**
 * The query of one catalogue listing. The price range may sit beside an order on another field:
 * Firestore then orders by the explicit fields, then by `newPrice` (see the index test), so every
 * combination keeps one composite index and reads only the page's documents.
 */
export function catalogueQueryPlan(
  sort: CatalogueSort,
  filters: CatalogueFilters,
): CatalogueQueryPlan {
  const equals: CatalogueQueryPlan["equals"][number][] = [];
  if (filters.category !== undefined) equals.push({ field: "category", value: filters.category });
  if (filters.onSale === true) equals.push({ field: "onSale", value: true });
  const ranges: CatalogueQueryPlan["ranges"][number][] = [];
  if (filters.minPrice !== undefined)
    ranges.push({ field: "newPrice", op: ">=", value: filters.minPrice });
  if (filters.maxPrice !== undefined)
    ranges.push({ field: "newPrice", op: "<=", value: filters.maxPrice });
  return { equals, ranges, orderBy: SORT_ORDER[sort] };
}
