import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { apiQueryOptions } from "@/lib/api-query";
import type { QueryValues } from "@bookstore/shared/api/endpoint-types.ts";
import * as API from "@bookstore/shared/books/books-api.ts";

import type { SearchState } from "../utils/search-state";

import { PREPARING_RETRY_DELAY_MS, retryWhilePreparing } from "./retry-while-preparing";

/** GET /api/books/search's query for a results page (SearchQuery's parameters). */
function searchApiQuery({ query, page, filters }: SearchState): QueryValues {
  return {
    q: query,
    page: page === 1 ? undefined : page,
    category: filters.category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    onSale: filters.onSale ? "true" : undefined,
  };
}

/** The store's matches for the page's address; a page's results stay while the next loads. */
export function useSearchResults(state: SearchState) {
  return useQuery(
    apiQueryOptions(API.searchBooks, {
      query: searchApiQuery(state),
      retry: retryWhilePreparing,
      retryDelay: PREPARING_RETRY_DELAY_MS,
      placeholderData: keepPreviousData,
    }),
  );
}
