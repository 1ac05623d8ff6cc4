import { z } from "zod";

import { catalogueFilterQueryShape } from "../catalogue/catalogue-filter-query.ts";

import { hasSearchWord, SEARCH_LIMITS, SEARCH_MESSAGES } from "./search-api.ts";

/**
 * The query parameters of GET /api/books/search and GET /api/books/suggest, as the server checks
 * them (classic zod, for its 400 messages); apart from search-api.ts, whose limits and types the
 * search box in every page's first chunk uses without loading zod.
 */

const queryText = z
  .string()
  .trim()
  .min(1)
  .max(SEARCH_LIMITS.queryLength)
  .refine(hasSearchWord, { error: SEARCH_MESSAGES.noWord });

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const searchQuerySchema = z
  .object({
    q: queryText,
    page: wholeNumber(1, SEARCH_LIMITS.maxPage, 1),
    pageSize: wholeNumber(1, SEARCH_LIMITS.pageSize.max, SEARCH_LIMITS.pageSize.default),
    ...catalogueFilterQueryShape,
  })
  .strict()
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { error: SEARCH_MESSAGES.priceOrder, path: ["maxPrice"] },
  );

/** A search as the server runs it: the query checked, its defaults filled in. */
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const suggestQuerySchema = z
  .object({
    q: queryText,
    limit: wholeNumber(1, SEARCH_LIMITS.suggestions.max, SEARCH_LIMITS.suggestions.default),
  })
  .strict();
