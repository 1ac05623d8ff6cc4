import type { RequestHandler } from "express";
import { z } from "zod";

import { sendAdminPage } from "../http/admin-list.ts";
import { readPage } from "../http/cursor-page.ts";
import { parseOrThrow } from "../http/validate.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";
import { ADMIN_BOOK_STOCK_VIEWS } from "../shared/admin-api.ts";
import * as API from "../shared/api/catalogue.ts";
import { ADMIN_CURSOR_ERROR, adminPageQueryShape } from "../shared/api/page-query.ts";
import { bookFromDocument } from "../shared/book.ts";
import { LOW_STOCK_MAX } from "../shared/stock.ts";

const listQuerySchema = z.strictObject({
  stock: z.enum(ADMIN_BOOK_STOCK_VIEWS, {
    error: `must be one of ${ADMIN_BOOK_STOCK_VIEWS.join(", ")}`,
  }),
  ...adminPageQueryShape,
});

/**
 * GET /api/admin/books?stock=low&limit=&after=: the books with at most LOW_STOCK_MAX copies,
 * fewest first (then by id). A range and an order on the one field: the single-field index
 * serves it, however large the catalogue.
 */
export const listAdminBooks: RequestHandler = async (req, res) => {
  const { limit, after } = parseOrThrow(listQuerySchema, req.query);
  const books = booksCollection(db);
  const page = await readPage({
    query: books.where("stock", "<=", LOW_STOCK_MAX).orderBy("stock", "asc"),
    collection: books,
    limit,
    after,
    cursorError: ADMIN_CURSOR_ERROR,
  });
  sendAdminPage(res, API.listAdminBooks, page, (doc) => bookFromDocument(doc.id, doc.data()));
};
