import * as API from "@bookstore/shared/books/books-api.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { route } from "../http/route.ts";
import { readBook } from "../lib/book-reads.ts";
import { NotFound } from "../lib/domain-errors.ts";

/** GET /api/books/:id */
export const getBook = route(API.getBook, async ({ params: { id } }) => {
  const book = await readBook(id);
  if (!book) throw new NotFound(MESSAGES.bookNotFound);
  return book;
});
