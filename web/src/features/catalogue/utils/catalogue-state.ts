import { parseFilterParams, writeFilterParams, type FilterChoice } from "@/lib/filter-params";
import {
  CATALOGUE_SORTS,
  type CatalogueSort,
} from "@bookstore/shared/catalogue/catalogue-query.ts";
import { isDocumentId } from "@bookstore/shared/core/document-id.ts";

/** What the catalogue page shows: its filters, its sort and where its page starts. */
export interface CatalogueState extends FilterChoice {
  sort: CatalogueSort;
  /** The page starts after this book (Next). */
  after?: string;
  /** The page ends just before this book (Previous). */
  before?: string;
}

export const DEFAULT_CATALOGUE_STATE: CatalogueState = { sort: "newest", onSale: false };

/** The page address's own parameters, beside the filters' (filter-params.ts). */
const PARAM = {
  sort: "sort",
  after: "after",
  before: "before",
} as const;

function isSort(value: string): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly string[]).includes(value);
}

function parseCursor(value: string | null): string | undefined {
  return value !== null && isDocumentId(value) ? value : undefined;
}

/**
 * The page's state from its address. What cannot be read falls back to the default: filters as
 * parseFilterParams reads them, an unknown sort, a cursor that is no book id, or `before` beside
 * `after` (`after` is kept).
 */
export function parseCatalogueSearch(search: URLSearchParams): CatalogueState {
  const sort = search.get(PARAM.sort) ?? "";
  const after = parseCursor(search.get(PARAM.after));
  const before = after === undefined ? parseCursor(search.get(PARAM.before)) : undefined;
  return {
    sort: isSort(sort) ? sort : "newest",
    ...parseFilterParams(search),
    ...(after !== undefined && { after }),
    ...(before !== undefined && { before }),
  };
}

/** The address's query for a state (defaults left out, one order): "" for the default page. */
export function catalogueSearch(state: CatalogueState): string {
  const search = new URLSearchParams();
  writeFilterParams(search, state);
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
