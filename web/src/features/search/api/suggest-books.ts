import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "@/lib/api-client";
import { apiQueryKey } from "@/lib/api-query-key";
import { apiPath } from "@shared/api/api-path.ts";
import * as API from "@shared/api/contract.ts";
import { SEARCH_LIMITS, type SuggestAnswer } from "@shared/search-api.ts";

import { PREPARING_RETRY_DELAY_MS, retryWhilePreparing } from "./retry-while-preparing";

/** Fewer letters match too much of the catalogue to help: the box asks nothing for them. */
export const SUGGEST_MIN_LENGTH = 2;

/** The text the box asks suggestions for: trimmed, at most the length the API takes. */
export function suggestionTerm(text: string): string {
  return text.trim().slice(0, SEARCH_LIMITS.queryLength);
}

const query = (term: string) => ({ q: term, limit: SEARCH_LIMITS.suggestions.default });

/** GET /api/books/suggest?q=&limit=. */
export function fetchSuggestions(term: string): Promise<SuggestAnswer> {
  return apiRequest(API.suggestBooks, { query: query(term) });
}

export function suggestionsQueryOptions(term: string) {
  return queryOptions({
    queryKey: apiQueryKey(apiPath(API.suggestBooks, {}, query(term))),
    queryFn: () => fetchSuggestions(term),
    enabled: term.length >= SUGGEST_MIN_LENGTH,
    retry: retryWhilePreparing,
    retryDelay: PREPARING_RETRY_DELAY_MS,
  });
}

/** The suggestions for a term; the last term's stay on show while the next one's load. */
export function useSuggestions(term: string) {
  return useQuery({ ...suggestionsQueryOptions(term), placeholderData: keepPreviousData });
}
