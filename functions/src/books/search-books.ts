import type { RequestHandler } from "express";

import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";
import { closestTitles, searchBookIndex } from "../lib/search/book-index.ts";
import * as API from "../shared/api/contract.ts";
import { bookFromDocument, type Book } from "../shared/book.ts";
import { SEARCH_LIMITS } from "../shared/search-api.ts";
import { searchQuerySchema } from "../shared/search-query.ts";

import { searchIndexOrBusy, suggestionOf } from "./search-index.ts";

/** The page's books as stored now; one deleted since the index was built is left out. */
async function readPage(ids: readonly string[]): Promise<Book[]> {
  if (ids.length === 0) return [];
  const books = booksCollection(db);
  const snapshots = await db.getAll(...ids.map((id) => books.doc(id)));
  return snapshots.flatMap((snapshot) => {
    // getAll drops the converter's type; the documents are the books collection's.
    const data = snapshot.data() as StoredBook | undefined;
    return data ? [bookFromDocument(snapshot.id, data)] : [];
  });
}

/**
 * GET /api/books/search?q=&page=&pageSize=&category=&minPrice=&maxPrice=&onSale=true: the books
 * that match, by relevance (best sellers first among equals), a page at a time. Only the page's
 * books are read; with no match, `closest` offers the nearest titles.
 */
export const searchBooks: RequestHandler = async (req, res) => {
  const query = parseOrThrow(searchQuerySchema, req.query);
  const index = await searchIndexOrBusy();
  const ranked = searchBookIndex(index, query.q, query);
  const start = (query.page - 1) * query.pageSize;
  const books = await readPage(ranked.slice(start, start + query.pageSize).map((book) => book.id));
  const closest =
    ranked.length === 0
      ? closestTitles(index, query.q, SEARCH_LIMITS.closest).map(suggestionOf)
      : [];
  sendJson(res, API.searchBooks, {
    query: query.q,
    page: query.page,
    pageSize: query.pageSize,
    total: ranked.length,
    books,
    closest,
  });
};
