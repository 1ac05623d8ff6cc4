import type { CatalogueSort } from "@bookstore/shared/catalogue/catalogue-query.ts";

/** The catalogue page's words. */
export const CATALOGUE_MESSAGES = {
  title: "All books",
  filtersLabel: "Filter and sort",
  filtersOnlyLabel: "Filter",
  category: "Category",
  allCategories: "All categories",
  sort: "Sort by",
  minPrice: "Min price ($)",
  maxPrice: "Max price ($)",
  applyPrice: "Apply price",
  onSale: "On sale only",
  clearFilters: "Clear filters",
  results: "Books",
  pages: "Pages",
  previous: "Previous",
  next: "Next",
  firstPage: "Back to the first page",
  loading: "Loading books…",
  failed: "The books could not be loaded.",
  empty: "No books match these filters.",
  emptyPage: "No books on this page.",
  sorts: {
    newest: "Newest",
    "price-asc": "Price: low to high",
    "price-desc": "Price: high to low",
    "best-selling": "Best selling",
    "top-rated": "Top rated",
    title: "Title: A to Z",
  } satisfies Record<CatalogueSort, string>,
} as const;
