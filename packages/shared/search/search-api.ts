/**
 * GET /api/books/search and GET /api/books/suggest: their limits and messages. No zod
 * here: the header's search box names these limits, and it renders on every page, so a schema
 * library imported here would ship in the first chunk of each. The query's schema is in
 * search-query.ts; the answers' schemas and types are zod/mini, beside their endpoints in
 * books/books-api.ts.
 */

export const SEARCH_LIMITS = {
  /** Longer than any title and author typed together. */
  queryLength: 200,
  pageSize: { default: 24, max: 48 },
  /** Past this many pages a shopper refines the query instead. */
  maxPage: 100,
  suggestions: { default: 6, max: 10 },
  /** Titles offered when a query finds nothing. */
  closest: 5,
} as const;

export const SEARCH_MESSAGES = {
  noWord: "must have a letter or a digit",
  preparing: "The search is being prepared; try again in a few seconds.",
  priceOrder: "must not be below minPrice",
} as const;

/** Whether a query has something to match: a letter or a digit (else a 400, `noWord`). */
export function hasSearchWord(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
