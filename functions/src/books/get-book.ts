import type { RequestHandler } from "express";

import { HttpError } from "../http/http-error.ts";
import { bookFromDocument, isBookId } from "../shared/book.ts";
import { MESSAGES } from "../shared/messages.ts";

import { booksCollection } from "./books-collection.ts";

/** GET /api/books/:id */
export const getBook: RequestHandler<{ id: string }> = async (req, res) => {
  const { id } = req.params;
  if (!isBookId(id)) throw new HttpError(400, MESSAGES.invalidBookId);
  const snapshot = await booksCollection.doc(id).get();
  const book = snapshot.data();
  if (!book) throw new HttpError(404, MESSAGES.bookNotFound);
  res.json(bookFromDocument(snapshot.id, book));
};
