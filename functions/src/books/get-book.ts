import type { RequestHandler } from "express";

import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { readBook } from "../lib/book-reads.ts";
import { NotFound } from "../lib/domain-errors.ts";
import * as API from "../shared/api/books.ts";
import { isBookId } from "../shared/book.ts";
import { MESSAGES } from "../shared/messages.ts";

/** GET /api/books/:id */
export const getBook: RequestHandler<{ id: string }> = async (req, res) => {
  const { id } = req.params;
  if (!isBookId(id)) throw new HttpError(400, MESSAGES.invalidBookId);
  const book = await readBook(id);
  if (!book) throw new NotFound(MESSAGES.bookNotFound);
  sendJson(res, API.getBook, book);
};
