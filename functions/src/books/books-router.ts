import { endpointRouter } from "../http/endpoint-router.ts";

import { createBook } from "./create-book.ts";
import { deleteBook } from "./delete-book.ts";
import { editBook } from "./edit-book.ts";
import { getBook } from "./get-book.ts";
import { listBooks } from "./list-books.ts";
import { searchBooks } from "./search-books.ts";
import { suggestBooks } from "./suggest-books.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const booksRouter = endpointRouter(
  [listBooks],
  // Before getBook's /api/books/:id, which would take "search" for a book id.
  [searchBooks],
  [suggestBooks],
  [createBook],
  [editBook],
  [getBook, deleteBook],
);
