import {
  CATALOGUE_MAX_PRICE,
  CATALOGUE_SORTS,
  type CatalogueFilters,
  type CatalogueSort,
} from "@shared/catalogue-query.ts";
import { isCategory } from "@shared/categories.ts";
import { isDocumentId } from "@shared/document-id.ts";

/** What the catalogue page shows: its filters, its sort and where its page starts. */
export interface CatalogueState extends CatalogueFilters {
  sort: CatalogueSort;
  onSale: boolean;
  /** The page starts after this book (Next). */
  after?: string;
  /** The page ends just before this book (Previous). */
  before?: string;
}

export const DEFAULT_CATALOGUE_STATE: CatalogueState = { sort: "newest", onSale: false };

/** The page address's parameters: short, as a shopper shares them. */
const PARAM = {
  category: "category",
  minPrice: "min",
  maxPrice: "max",
  onSale: "sale",
  sort: "sort",
  after: "after",
  before: "before",
} as const;

function isSort(value: string): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly string[]).includes(value);
}

/** A price as the address gives it: dollars, 0 to the highest price a book may have. */
function parsePrice(value: string | null): number | undefined {
  if (value === null || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const price = Number(value);
  return price <= CATALOGUE_MAX_PRICE ? price : undefined;
}

function parseCursor(value: string | null): string | undefined {
  return value !== null && isDocumentId(value) ? value : undefined;
}

/**
 * The page's state from its address. What cannot be read falls back to the default: an unknown
 * category or sort, a price that is not an amount, a range upside down (both bounds dropped), a
 * cursor that is no book id, or `before` beside `after` (`after` is kept).
 */
export function parseCatalogueSearch(search: URLSearchParams): CatalogueState {
  const category = search.get(PARAM.category) ?? "";
  const sort = search.get(PARAM.sort) ?? "";
  let minPrice = parsePrice(search.get(PARAM.minPrice));
  let maxPrice = parsePrice(search.get(PARAM.maxPrice));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  const after = parseCursor(search.get(PARAM.after));
  const before = after === undefined ? parseCursor(search.get(PARAM.before)) : undefined;
  return {
    sort: isSort(sort) ? sort : "newest",
    onSale: search.get(PARAM.onSale) === "1",
    ...(isCategory(category) && { category }),
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
    ...(after !== undefined && { after }),
    ...(before !== undefined && { before }),
  };
}

/** The address's query for a state (defaults left out, one order): "" for the default page. */
export function catalogueSearch(state: CatalogueState): string {
  const search = new URLSearchParams();
  if (state.category) search.set(PARAM.category, state.category);
  if (state.minPrice !== undefined) search.set(PARAM.minPrice, String(state.minPrice));
  if (state.maxPrice !== undefined) search.set(PARAM.maxPrice, String(state.maxPrice));
  if (state.onSale) search.set(PARAM.onSale, "1");
  if (state.sort !== "newest") search.set(PARAM.sort, state.sort);
  if (state.after) search.set(PARAM.after, state.after);
  else if (state.before) search.set(PARAM.before, state.before);
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

/** New filters or sort: the listing starts again at its first page. */
export function withChoice(
  state: CatalogueState,
  change: Partial<Omit<CatalogueState, "after" | "before">>,
): CatalogueState {
  const next: CatalogueState = { ...state, ...change };
  delete next.after;
  delete next.before;
  return next;
}

/** Whether the shopper narrowed the catalogue (the empty page offers to clear it). */
export function isFiltered(state: CatalogueState): boolean {
  return (
    state.category !== undefined ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    state.onSale
  );
}
