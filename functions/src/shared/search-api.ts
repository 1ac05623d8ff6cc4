import { z } from "zod";

import { BOOK_LIMITS } from "./book-input.ts";
import type { Book } from "./book.ts";
import { CATEGORIES } from "./categories.ts";

/** GET /api/books/search and GET /api/books/suggest: what they take and answer. */

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

const queryText = z
  .string()
  .trim()
  .min(1)
  .max(SEARCH_LIMITS.queryLength)
  .refine((text) => /[\p{L}\p{N}]/u.test(text), { error: SEARCH_MESSAGES.noWord });

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const price = z.coerce.number().min(0).max(BOOK_LIMITS.maxPrice).optional();

export const searchQuerySchema = z
  .object({
    q: queryText,
    page: wholeNumber(1, SEARCH_LIMITS.maxPage, 1),
    pageSize: wholeNumber(1, SEARCH_LIMITS.pageSize.max, SEARCH_LIMITS.pageSize.default),
    category: z.enum(CATEGORIES).optional(),
    minPrice: price,
    maxPrice: price,
    onSale: z
      .literal("true")
      .transform(() => true)
      .optional(),
  })
  .strict()
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { error: SEARCH_MESSAGES.priceOrder, path: ["maxPrice"] },
  );

export const suggestQuerySchema = z
  .object({
    q: queryText,
    limit: wholeNumber(1, SEARCH_LIMITS.suggestions.max, SEARCH_LIMITS.suggestions.default),
  })
  .strict();

/** What a suggestion shows: enough for a row of the search box's list, from the index alone. */
export interface BookSuggestion {
  _id: string;
  title: string;
  author: string;
  coverImage: string;
  newPrice: number;
}

/** A page of results, best first; `closest` offers the nearest titles when nothing matched. */
export interface SearchAnswer {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  books: Book[];
  closest: BookSuggestion[];
}

/** The best few matches as the shopper types; `closest` when nothing matched. */
export interface SuggestAnswer {
  suggestions: BookSuggestion[];
  closest: BookSuggestion[];
}
