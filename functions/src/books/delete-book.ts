import type { RequestHandler } from "express";

import { coverStore } from "../covers/cover-store.ts";
import { generatedCoverFile } from "../covers/generated-cover.ts";
import { HttpError } from "../http/http-error.ts";
import { requireAdminSession } from "../http/require-admin-session.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../orders/firestore-error.ts";
import type { BookDeleted } from "../shared/admin-api.ts";
import { BOOK_MESSAGES } from "../shared/book-input.ts";
import { isBookId } from "../shared/book.ts";
import { MESSAGES } from "../shared/messages.ts";

import { booksCollection } from "./books-collection.ts";
import { refreshRecommendedStart } from "./recommended-start.ts";

/**
 * DELETE /api/books/:id: 200 `{message}`; the book's generated cover goes with it. Uploaded
 * covers stay: they are content-addressed and another book may show the same file.
 */
export const deleteBook: RequestHandler<{ id: string }> = async (req, res) => {
  await requireAdminSession(req);
  const { id } = req.params;
  if (!isBookId(id)) throw new HttpError(400, MESSAGES.invalidBookId);
  try {
    await booksCollection.doc(id).delete({ exists: true });
  } catch (error) {
    if (firestoreErrorCode(error) === FIRESTORE_CODES.notFound) {
      throw new HttpError(404, MESSAGES.bookNotFound);
    }
    throw error;
  }
  await refreshRecommendedStart(db);
  await coverStore.remove(generatedCoverFile(id));
  const answer: BookDeleted = { message: BOOK_MESSAGES.deleted };
  res.json(answer);
};
