import type { RequestHandler } from "express";
import { z } from "zod";

import { pageQueryShape, readPage, setNextCursor } from "../http/cursor-page.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/endpoints.ts";
import { bookFromDocument } from "../shared/book.ts";
import { CATEGORIES } from "../shared/categories.ts";

export const MAX_BOOKS_PER_PAGE = 1000;

const listQuerySchema = z
  .object({
    ...pageQueryShape({ default: MAX_BOOKS_PER_PAGE, max: MAX_BOOKS_PER_PAGE }, "unknown book id"),
    category: z.enum(CATEGORIES).optional(),
  })
  .strict();

/**
 * GET /api/books: books newest first, optionally of one category, at most 1000 per answer, with
 * X-Next-Cursor when more exist.
 */
export const listBooks: RequestHandler = async (req, res) => {
  const { limit, after, category } = parseOrThrow(listQuerySchema, req.query);
  const books = booksCollection(db);
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
