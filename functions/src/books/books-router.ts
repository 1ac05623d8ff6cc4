import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { createBook } from "./create-book.ts";
import { deleteBook } from "./delete-book.ts";
import { editBook } from "./edit-book.ts";
import { getBook } from "./get-book.ts";
import { listBooks } from "./list-books.ts";
import { searchBooks } from "./search-books.ts";
import { suggestBooks } from "./suggest-books.ts";

export const booksRouter = Router();

booksRouter.route(API.listBooks.path).get(listBooks).all(methodNotAllowed);
// Before getBook's /api/books/:id, which would take "search" for a book id.
booksRouter.route(API.searchBooks.path).get(searchBooks).all(methodNotAllowed);
booksRouter.route(API.suggestBooks.path).get(suggestBooks).all(methodNotAllowed);
booksRouter.route(API.createBook.path).post(createBook).all(methodNotAllowed);
booksRouter.route(API.editBook.path).put(editBook).all(methodNotAllowed);
booksRouter.route(API.getBook.path).get(getBook).delete(deleteBook).all(methodNotAllowed);
