import * as API from "@bookstore/shared/books/books-api.ts";

import { route } from "../http/route.ts";
import { searchAnswer } from "../lib/search/search-answer.ts";

import { searchIndexOrBusy } from "./search-index.ts";

/**
 * GET /api/books/search?q=&page=&pageSize=&category=&minPrice=&maxPrice=&onSale=true: the books
 * that match, by relevance (best sellers first among equals), a page at a time. Only the page's
 * books are read; with no match, `closest` offers the nearest titles.
 */
export const searchBooks = route(API.searchBooks, async ({ query }) =>
  searchAnswer(await searchIndexOrBusy(), query),
);
