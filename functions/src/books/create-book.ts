import type { RequestHandler } from "express";
import { Timestamp } from "firebase-admin/firestore";

import { writeGeneratedCover } from "../covers/generated-cover.ts";
import { requireAdminSession } from "../http/require-admin-session.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import { bookInputSchema } from "../shared/book-input.ts";
import { bookSearchTerms } from "../shared/book-search.ts";
import { bookFromDocument } from "../shared/book.ts";

import { booksCollection, type StoredBook } from "./books-collection.ts";
import { refreshRecommendedStart } from "./recommended-start.ts";
import { assertStoredCover } from "./stored-cover.ts";

/** POST /api/books/create-book: 201 with the new Book; without a cover the store draws one. */
export const createBook: RequestHandler = async (req, res) => {
  await requireAdminSession(req);
  const { coverImage, ...fields } = parseOrThrow(bookInputSchema, req.body);
  await assertStoredCover(coverImage);
  const ref = booksCollection.doc();
  const now = Timestamp.now();
  const document: StoredBook = {
    ...fields,
    coverImage: coverImage === "" ? await writeGeneratedCover(ref.id, fields) : coverImage,
    sold: 0,
    searchTerms: bookSearchTerms(fields.title, fields.author),
    createdAt: now,
    updatedAt: now,
  };
  await ref.create(document);
  await refreshRecommendedStart(db);
  res.status(201).json(bookFromDocument(ref.id, document));
};
