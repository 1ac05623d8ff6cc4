import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { getBook } from "./get-book.ts";
import { listBooks } from "./list-books.ts";

export const booksRouter = Router();

booksRouter.route("/").get(listBooks).all(methodNotAllowed);
booksRouter.route("/:id").get(getBook).all(methodNotAllowed);
