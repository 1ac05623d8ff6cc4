import { isCategory } from "@bookstore/shared/books/categories.ts";
import {
  CATALOGUE_MAX_PRICE,
  type CatalogueFilters,
} from "@bookstore/shared/catalogue/catalogue-query.ts";

/**
 * The filters of a listing's address, `?category=&min=&max=&sale=1`: short, as a shopper shares
 * them, and the same on the catalogue and the search results, so a filter reads alike on both.
 */
const PARAM = { category: "category", minPrice: "min", maxPrice: "max", onSale: "sale" } as const;

/** A price as the address gives it: dollars, 0 to the highest price a book may have. */
function parsePrice(value: string | null): number | undefined {
  if (value === null || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const price = Number(value);
  return price <= CATALOGUE_MAX_PRICE ? price : undefined;
}

/** The filters a shopper chose: what the catalogue and the search results narrow by. */
export interface FilterChoice extends CatalogueFilters {
  onSale: boolean;
}

/**
 * The filters an address names (`?category=&min=&max=&sale=1`). What cannot be read is left out:
 * an unknown category, a price that is not an amount, or a range upside down (both bounds).
 */
export function parseFilterParams(search: URLSearchParams): FilterChoice {
  const category = search.get(PARAM.category) ?? "";
  let minPrice = parsePrice(search.get(PARAM.minPrice));
  let maxPrice = parsePrice(search.get(PARAM.maxPrice));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  return {
    onSale: search.get(PARAM.onSale) === "1",
    ...(isCategory(category) && { category }),
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
  };
}

/** Writes the filters into an address's parameters, in one order, leaving out what is unset. */
export function writeFilterParams(search: URLSearchParams, filters: FilterChoice): void {
  if (filters.category) search.set(PARAM.category, filters.category);
  if (filters.minPrice !== undefined) search.set(PARAM.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== undefined) search.set(PARAM.maxPrice, String(filters.maxPrice));
  if (filters.onSale) search.set(PARAM.onSale, "1");
}

/** Whether the shopper narrowed the listing (an empty page offers to clear it). */
export function isFiltered(filters: FilterChoice): boolean {
  return (
    filters.category !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.onSale
  );
}

/** No filter: every book. Each key is there, so spreading it over a state clears each filter. */
export const NO_FILTERS: FilterChoice = {
  category: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  onSale: false,
};
