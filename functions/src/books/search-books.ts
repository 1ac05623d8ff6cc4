import type { RequestHandler } from "express";

import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { searchAnswer } from "../lib/search/search-answer.ts";
import * as API from "../shared/api/books.ts";
import { searchQuerySchema } from "../shared/search-query.ts";

import { searchIndexOrBusy } from "./search-index.ts";

/**
 * GET /api/books/search?q=&page=&pageSize=&category=&minPrice=&maxPrice=&onSale=true: the books
 * that match, by relevance (best sellers first among equals), a page at a time. Only the page's
 * books are read; with no match, `closest` offers the nearest titles.
 */
export const searchBooks: RequestHandler = async (req, res) => {
  const query = parseOrThrow(searchQuerySchema, req.query);
  sendJson(res, API.searchBooks, await searchAnswer(await searchIndexOrBusy(), query));
};
