import type { RequestHandler } from "express";
import { Timestamp } from "firebase-admin/firestore";

import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { writeNewStockShards } from "../lib/book-stock.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";
import { writeGeneratedCover } from "../lib/generated-cover.ts";
import { newBookDocument } from "../lib/new-book-document.ts";
import { refreshRecommendedStart } from "../lib/recommended-start.ts";
import { requestSearchRebuildAfterWrite } from "../lib/search/search-rebuild.ts";
import * as API from "../shared/api/catalogue.ts";
import { bookInputSchema } from "../shared/book-input.ts";
import { bookFromDocument } from "../shared/book.ts";

import { assertStoredCover } from "./stored-cover.ts";

/**
 * POST /api/books/create-book: 201 with the new Book and its stock shards; without a cover the
 * store draws one.
 */
export const createBook: RequestHandler = async (req, res) => {
  const { coverImage, stock = 0, isbn, ...fields } = parseOrThrow(bookInputSchema, req.body);
  await assertStoredCover(coverImage);
  const ref = booksCollection(db).doc();
  const document = newBookDocument(
    {
      ...fields,
      ...(isbn ? { isbn } : {}),
      coverImage: coverImage === "" ? await writeGeneratedCover(ref.id, fields) : coverImage,
    },
    { stock, createdAt: Timestamp.now() },
  );
  const batch = db.batch();
  batch.create(ref, document);
  writeNewStockShards(batch, db, ref.id, { stock });
  await batch.commit();
  await Promise.all([refreshRecommendedStart(db), requestSearchRebuildAfterWrite(db)]);
  sendJson(res.status(201), API.createBook, bookFromDocument(ref.id, document));
};
