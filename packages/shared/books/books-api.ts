import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { countingNumber, isoDate, wholeNumber } from "../api/schema-parts.ts";

import { CATEGORIES } from "./categories.ts";

/**
 * The shop's books: the lists, a book, search and suggestions.
 */

export const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** May be empty: screens show 'admin' then. */
  author: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  /** A file name in the cover store, or an absolute URL. */
  coverImage: z.string(),
  newPrice: z.number(),
  oldPrice: z.number(),
  trending: z.boolean(),
  sold: z.number(),
  /** Copies left, as last rolled up from the stock shards. */
  stock: wholeNumber,
  /** Shown reviews, as last rolled up; 0 before the first. */
  ratingCount: wholeNumber,
  /** Their average stars to two decimals; 0 when there are none. */
  ratingAverage: z.number(),
  /** ISO 8601. */
  createdAt: isoDate,
  updatedAt: isoDate,
  /** ISBN-13 digits; absent when the store does not know it. */
  isbn: z.optional(z.string()),
  /** The publication day, YYYY-MM-DD (publication.ts); absent for a book that is out. */
  publishedOn: z.optional(z.string()),
});

/** A book as the API sends it and the screens use it. */
export type Book = z.output<typeof bookSchema>;

export const bookListSchema = z.array(bookSchema);

export const bookSuggestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string(),
  newPrice: z.number(),
  /** A forthcoming book's publication day, YYYY-MM-DD (books/publication.ts). */
  publishedOn: z.optional(z.string()),
});

/** What a suggestion shows: enough for a row of the search box's list, from the index alone. */
export type BookSuggestion = z.output<typeof bookSuggestionSchema>;

export const searchAnswerSchema = z.object({
  query: z.string(),
  page: countingNumber,
  pageSize: countingNumber,
  total: wholeNumber,
  books: z.array(bookSchema),
  closest: z.array(bookSuggestionSchema),
});

/** A page of results, best first; `closest` offers the nearest titles when nothing matched. */
export type SearchAnswer = z.output<typeof searchAnswerSchema>;

export const suggestAnswerSchema = z.object({
  suggestions: z.array(bookSuggestionSchema),
  closest: z.array(bookSuggestionSchema),
});

/** The best few matches as the shopper types; `closest` when none matched. */
export type SuggestAnswer = z.output<typeof suggestAnswerSchema>;

export const listBooks = {
  name: "listBooks",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/books",
  query: async () => (await import("./book-queries.ts")).listBooksQuerySchema,
  response: bookListSchema,
} as const;

/**
 * The books that match `?q=` (SearchQuery), best first, a page at a time; `closest` names the
 * nearest titles when none match. 503 with Retry-After while the index is being prepared.
 */
export const searchBooks = {
  name: "searchBooks",
  access: "anyone",
  rateLimit: RATE_LIMITS.search,
  method: "GET",
  path: "/api/books/search",
  query: async () => (await import("../search/search-query.ts")).searchQuerySchema,
  response: searchAnswerSchema,
} as const;

/** The best few matches for what the shopper has typed (`?q=&limit=`), from the index alone. */
export const suggestBooks = {
  name: "suggestBooks",
  access: "anyone",
  rateLimit: RATE_LIMITS.search,
  method: "GET",
  path: "/api/books/suggest",
  query: async () => (await import("../search/search-query.ts")).suggestQuerySchema,
  response: suggestAnswerSchema,
} as const;

export const getBook = {
  name: "getBook",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/books/:id",
  params: async () => (await import("./book-queries.ts")).bookIdParamsSchema,
  response: bookSchema,
} as const;
