import type { RequestHandler } from "express";
import { z } from "zod";

import { pageQueryShape, readPage, setNextCursor } from "../http/cursor-page.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/endpoints.ts";
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
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH)
      .transform(queryTerms)
      .refine((terms) => terms.length > 0, { error: "no word of two letters or more" })
      .optional(),
  })
  .strict()
  // One search is one bounded query: no order to page through, no second filter to index.
  .refine((query) => !(query.search && (query.category || query.after)), {
    error: "not with category or after",
    path: ["search"],
  });

/**
 * GET /api/books: books newest first, optionally of one category, at most 1000 per answer, with
 * X-Next-Cursor when more exist; or, with `search`, up to `limit` books that have any of its words
 * in their title or author's name, in no order (the page ranks them).
 */
export const listBooks: RequestHandler = async (req, res) => {
  const { limit, after, category, search } = parseOrThrow(listQuerySchema, req.query);
  const books = booksCollection(db);
  if (search) {
    const found = await books.where("searchTerms", "array-contains-any", search).limit(limit).get();
    sendJson(
      res,
      API.listBooks,
      found.docs.map((doc) => bookFromDocument(doc.id, doc.data())),
    );
    return;
  }
  const filtered = category ? books.where("category", "==", category) : books;
  const page = await readPage({
    query: filtered.orderBy("createdAt", "desc"),
    collection: books,
    limit,
    after,
    cursorError: "unknown book id",
  });
  setNextCursor(res, page);
  sendJson(
    res,
    API.listBooks,
    page.docs.map((doc) => bookFromDocument(doc.id, doc.data())),
  );
};
