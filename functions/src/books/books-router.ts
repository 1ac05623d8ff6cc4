import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { createBook } from "./create-book.ts";
import { deleteBook } from "./delete-book.ts";
import { editBook } from "./edit-book.ts";
import { getBook } from "./get-book.ts";
import { listBooks } from "./list-books.ts";

export const booksRouter = Router();

booksRouter.route("/").get(listBooks).all(methodNotAllowed);
booksRouter.route("/create-book").post(createBook).all(methodNotAllowed);
booksRouter.route("/edit/:id").put(editBook).all(methodNotAllowed);
booksRouter.route("/:id").get(getBook).delete(deleteBook).all(methodNotAllowed);
