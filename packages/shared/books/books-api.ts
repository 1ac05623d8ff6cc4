import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { countingNumber, isoDate, wholeNumber } from "../api/schema-parts.ts";
import type { BookSuggestion, SearchAnswer, SuggestAnswer } from "../search/search-api.ts";

import type { Book } from "./book.ts";
import { CATEGORIES } from "./categories.ts";

/**
 * The shop's books: the lists, a book, search and suggestions.
 */

export const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  coverImage: z.string(),
  newPrice: z.number(),
  oldPrice: z.number(),
  trending: z.boolean(),
  sold: z.number(),
  stock: wholeNumber,
  ratingCount: wholeNumber,
  ratingAverage: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
  isbn: z.optional(z.string()),
  publishedOn: z.optional(z.string()),
}) satisfies z.ZodMiniType<Book>;

export const bookListSchema = z.array(bookSchema);

export const bookSuggestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string(),
  newPrice: z.number(),
  publishedOn: z.optional(z.string()),
}) satisfies z.ZodMiniType<BookSuggestion>;

export const searchAnswerSchema = z.object({
  query: z.string(),
  page: countingNumber,
  pageSize: countingNumber,
  total: wholeNumber,
  books: z.array(bookSchema),
  closest: z.array(bookSuggestionSchema),
}) satisfies z.ZodMiniType<SearchAnswer>;

export const suggestAnswerSchema = z.object({
  suggestions: z.array(bookSuggestionSchema),
  closest: z.array(bookSuggestionSchema),
}) satisfies z.ZodMiniType<SuggestAnswer>;

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
