import { paths } from "@/config/paths";
import { parseFilterParams, writeFilterParams, type FilterChoice } from "@/lib/filter-params";
import { SEARCH_LIMITS } from "@bookstore/shared/search/search-api.ts";
import { searchQueryFrom } from "@bookstore/shared/search/search-page-query.ts";

/** What the search page shows: its query, the page of the store's matches and their filters. */
export interface SearchState {
  query: string;
  /** 1 to SEARCH_LIMITS.maxPage. */
  page: number;
  filters: FilterChoice;
}

/** A page number as the address gives it: a whole number the API pages to; else the first. */
function parsePage(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Math.min(Number(value), SEARCH_LIMITS.maxPage);
}

/**
 * The page's state from its address, `?q=&page=&category=&min=&max=&sale=1`: the query as the
 * page has always read it (search-query.ts), at most the length the API takes, and the filters
 * as the catalogue reads them. What cannot be read falls back to the first page, unfiltered.
 */
export function parseSearchState(search: URLSearchParams): SearchState {
  return {
    query: searchQueryFrom(search),
    page: parsePage(search.get("page")),
    filters: parseFilterParams(search),
  };
}

/** The address of a state: the query, the page past the first, then the filters. */
export function searchHref(state: SearchState): string {
  const search = new URLSearchParams({ q: state.query });
  if (state.page > 1) search.set("page", String(state.page));
  writeFilterParams(search, state.filters);
  return `${paths.search}?${search.toString()}`;
}

/** New filters: the matches start again at their first page. */
export function withFilters(state: SearchState, filters: FilterChoice): SearchState {
  return { ...state, page: 1, filters };
}

/** How many pages `total` matches fill, within the pages the API serves. */
export function pageCount(total: number, pageSize: number): number {
  return Math.min(Math.ceil(total / pageSize), SEARCH_LIMITS.maxPage);
}
