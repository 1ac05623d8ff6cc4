import type { Book } from "../books/book.ts";
import type { Category } from "../books/categories.ts";

/**
 * GET /api/books/search and GET /api/books/suggest: their limits, messages and answers. No zod
 * here: the header's search box names these limits, and it renders on every page, so a schema
 * library imported here would ship in the first chunk of each. The answers' schemas are zod/mini,
 * beside their endpoints in books/books-api.ts.
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

/** What a suggestion shows: enough for a row of the search box's list, from the index alone. */
export interface BookSuggestion {
  _id: string;
  title: string;
  author: string;
  coverImage: string;
  newPrice: number;
  /** A forthcoming book's publication day, YYYY-MM-DD (books/publication.ts). */
  publishedOn?: string;
}

/** The search's query parameters; `onSale` is "true" or left out. */
export interface SearchQuery {
  q: string;
  page?: number;
  pageSize?: number;
  category?: Category;
  minPrice?: number;
  maxPrice?: number;
  onSale?: "true";
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

/** The best few matches as the shopper types; `closest` when none matched. */
export interface SuggestAnswer {
  suggestions: BookSuggestion[];
  closest: BookSuggestion[];
}
