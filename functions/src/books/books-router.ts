import { endpoint, endpointRouter } from "../http/endpoint-router.ts";
import * as API from "../shared/api/contract.ts";

import { createBook } from "./create-book.ts";
import { deleteBook } from "./delete-book.ts";
import { editBook } from "./edit-book.ts";
import { getBook } from "./get-book.ts";
import { listBooks } from "./list-books.ts";
import { searchBooks } from "./search-books.ts";
import { suggestBooks } from "./suggest-books.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const booksRouter = endpointRouter(
  [endpoint(API.listBooks, listBooks)],
  // Before getBook's /api/books/:id, which would take "search" for a book id.
  [endpoint(API.searchBooks, searchBooks)],
  [endpoint(API.suggestBooks, suggestBooks)],
  [endpoint(API.createBook, createBook)],
  [endpoint(API.editBook, editBook)],
  [endpoint(API.getBook, getBook), endpoint(API.deleteBook, deleteBook)],
);
