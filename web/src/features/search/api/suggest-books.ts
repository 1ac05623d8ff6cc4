import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { apiQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/books/books-api.ts";
import { SEARCH_LIMITS } from "@bookstore/shared/search/search-api.ts";

import { PREPARING_RETRY_DELAY_MS, retryWhilePreparing } from "./retry-while-preparing";

/** Fewer letters match too much of the catalogue to help: the box asks nothing for them. */
export const SUGGEST_MIN_LENGTH = 2;

/** The text the box asks suggestions for: trimmed, at most the length the API takes. */
export function suggestionTerm(text: string): string {
  return text.trim().slice(0, SEARCH_LIMITS.queryLength);
}

/** The suggestions for a term; the last term's stay on show while the next one's load. */
export function useSuggestions(term: string) {
  return useQuery(
    apiQueryOptions(API.suggestBooks, {
      query: { q: term, limit: SEARCH_LIMITS.suggestions.default },
      enabled: term.length >= SUGGEST_MIN_LENGTH,
      retry: retryWhilePreparing,
      retryDelay: PREPARING_RETRY_DELAY_MS,
      placeholderData: keepPreviousData,
    }),
  );
}
