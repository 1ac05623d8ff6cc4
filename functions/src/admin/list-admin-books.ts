import { ADMIN_CURSOR_ERROR } from "@bookstore/shared/api/page-query.ts";
import { bookFromDocument } from "@bookstore/shared/books/book.ts";
import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";

import { sendAdminPage } from "../http/admin-list.ts";
import { readPage } from "../http/cursor-page.ts";
import { route } from "../http/route.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";

/**
 * GET /api/admin/books?stock=low&limit=&after=: the books with at most LOW_STOCK_MAX copies,
 * fewest first (then by id). A range and an order on the one field: the single-field index
 * serves it, however large the catalogue.
 */
export const listAdminBooks = route(
  API.listAdminBooks,
  async ({ query: { limit, after }, res }) => {
    const books = booksCollection(db);
    const page = await readPage({
      query: books.where("stock", "<=", LOW_STOCK_MAX).orderBy("stock", "asc"),
      collection: books,
      limit,
      after,
      cursorError: ADMIN_CURSOR_ERROR,
    });
    sendAdminPage(res, API.listAdminBooks, page, (doc) => bookFromDocument(doc.id, doc.data()));
    return undefined;
  },
);
