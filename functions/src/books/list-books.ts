import type { RequestHandler, Response } from "express";
import { z } from "zod";

import { pageQueryShape, readPage, setNextCursor } from "../http/cursor-page.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/endpoints.ts";
import { BOOK_LIST_ORDERS } from "../shared/book-list-order.ts";
import { queryTerms } from "../shared/book-search.ts";
import { bookFromDocument } from "../shared/book.ts";
import { CATEGORIES } from "../shared/categories.ts";

export const MAX_BOOKS_PER_PAGE = 1000;

/** Longer than any query the search box sends: the words past MAX_QUERY_TERMS are dropped anyway. */
const MAX_SEARCH_LENGTH = 200;

const listQuerySchema = z
  .object({
    ...pageQueryShape({ default: MAX_BOOKS_PER_PAGE, max: MAX_BOOKS_PER_PAGE }, "unknown book id"),
    category: z.enum(CATEGORIES).optional(),
    order: z.enum(BOOK_LIST_ORDERS).optional(),
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH)
      .transform(queryTerms)
      .refine((terms) => terms.length > 0, { error: "no word of two letters or more" })
      .optional(),
  })
  .strict()
  // One search is one bounded query: no order to page through, no second filter to index.
  .refine((query) => !(query.search && (query.category || query.after || query.order)), {
    error: "not with category, order or after",
    path: ["search"],
  })
  // Best sellers change order with every sale: a cursor into them would skip or repeat books.
  .refine((query) => !(query.order === "top-sellers" && query.after), {
    error: "top-sellers is one answer, not with after",
    path: ["order"],
  });

type ListQuery = z.infer<typeof listQuerySchema>;

/** Every book, or one category's. */
function booksOf(category: ListQuery["category"]) {
  const books = booksCollection(db);
  return category ? books.where("category", "==", category) : books;
}

/** A page of books newest first, optionally of one category; X-Next-Cursor tells where the next starts. */
async function newestBooksPage(res: Response, { limit, after, category }: ListQuery) {
  const page = await readPage({
    query: booksOf(category).orderBy("createdAt", "desc"),
    collection: booksCollection(db),
    limit,
    after,
    cursorError: "unknown book id",
  });
  setNextCursor(res, page);
  return page.docs;
}

/** The `limit` best sellers (most units sold, then newest), optionally of one category. */
async function topSellers({ limit, category }: ListQuery) {
  const found = await booksOf(category)
    .orderBy("sold", "desc")
    .orderBy("createdAt", "desc")
    .limit(limit)
    .get();
  return found.docs;
}

/** Up to `limit` books with any of the search's terms in their title or author's name. */
async function booksMatching(terms: readonly string[], limit: number) {
  const found = await booksCollection(db)
    .where("searchTerms", "array-contains-any", [...terms])
    .limit(limit)
    .get();
  return found.docs;
}

/**
 * GET /api/books: books newest first, optionally of one category, at most 1000 per answer, with
 * X-Next-Cursor when more exist; with `order=top-sellers`, the `limit` best sellers; or, with
 * `search`, up to `limit` books that have any of its words in their title or author's name, in no
 * order (the page ranks them).
 */
export const listBooks: RequestHandler = async (req, res) => {
  const query = parseOrThrow(listQuerySchema, req.query);
  const docs = query.search
    ? await booksMatching(query.search, query.limit)
    : query.order === "top-sellers"
      ? await topSellers(query)
      : await newestBooksPage(res, query);
  sendJson(
    res,
    API.listBooks,
    docs.map((doc) => bookFromDocument(doc.id, doc.data())),
  );
};
