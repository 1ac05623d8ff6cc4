import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "@/lib/api-client";
import { apiQueryKey } from "@/lib/api-query-key";
import { apiPath } from "@shared/api/api-path.ts";
import * as API from "@shared/api/contract.ts";
import type { QueryValues } from "@shared/api/endpoint-types.ts";
import type { SearchAnswer } from "@shared/search-api.ts";

import type { SearchState } from "../utils/search-state";

import { PREPARING_RETRY_DELAY_MS, retryWhilePreparing } from "./retry-while-preparing";

/** GET /api/books/search's query for a results page (SearchQuery's parameters). */
export function searchApiQuery({ query, page, filters }: SearchState): QueryValues {
  return {
    q: query,
    page: page === 1 ? undefined : page,
    category: filters.category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    onSale: filters.onSale ? "true" : undefined,
  };
}

/** GET /api/books/search?…: one page of the store's matches, best first. */
export function fetchSearchResults(state: SearchState): Promise<SearchAnswer> {
  return apiRequest(API.searchBooks, { query: searchApiQuery(state) });
}

export function searchResultsQueryOptions(state: SearchState) {
  return queryOptions({
    queryKey: apiQueryKey(apiPath(API.searchBooks, {}, searchApiQuery(state))),
    queryFn: () => fetchSearchResults(state),
    retry: retryWhilePreparing,
    retryDelay: PREPARING_RETRY_DELAY_MS,
  });
}

/** The store's matches for the page's address; a page's results stay while the next loads. */
export function useSearchResults(state: SearchState) {
  return useQuery({ ...searchResultsQueryOptions(state), placeholderData: keepPreviousData });
}
