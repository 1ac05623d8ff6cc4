import type { RequestHandler } from "express";
import { z } from "zod";

import { HttpError } from "../http/http-error.ts";
import { parseOrThrow } from "../http/validate.ts";
import { bookFromDocument, isBookId } from "../shared/book.ts";
import { CATEGORIES } from "../shared/categories.ts";

import { booksCollection } from "./books-collection.ts";

export const MAX_BOOKS_PER_PAGE = 1000;

const listQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(MAX_BOOKS_PER_PAGE).default(MAX_BOOKS_PER_PAGE),
    after: z.string().refine(isBookId, { error: "unknown book id" }).optional(),
    category: z.enum(CATEGORIES).optional(),
  })
  .strict();

/**
 * GET /api/books: books newest first, optionally of one category, at most 1000 per answer, with
 * X-Next-Cursor when more exist.
 */
export const listBooks: RequestHandler = async (req, res) => {
  const { limit, after, category } = parseOrThrow(listQuerySchema, req.query);
  const books = category ? booksCollection.where("category", "==", category) : booksCollection;
  let query = books.orderBy("createdAt", "desc").limit(limit + 1);
  if (after !== undefined) {
    const cursor = await booksCollection.doc(after).get();
    if (!cursor.exists) throw new HttpError(400, "after: unknown book id");
    query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  const page = snapshot.docs.slice(0, limit);
  const last = page.at(-1);
  if (snapshot.docs.length > limit && last) res.set("X-Next-Cursor", last.id);
  res.json(page.map((doc) => bookFromDocument(doc.id, doc.data())));
};
