import { Timestamp } from "firebase-admin/firestore";

import { bookFromDocument } from "@bookstore/shared/books/book.ts";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";

import { answer, route } from "../http/route.ts";
import { writeNewStockShards } from "../lib/book-stock.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";
import { writeGeneratedCover } from "../lib/generated-cover.ts";
import { newBookDocument } from "../lib/new-book-document.ts";
import { refreshRecommendedStart } from "../lib/recommended-start.ts";
import { requestSearchRebuildAfterWrite } from "../lib/search/search-rebuild.ts";

import { assertStoredCover } from "./stored-cover.ts";

/**
 * POST /api/books/create-book: 201 with the new Book and its stock shards; without a cover the
 * store draws one.
 */
export const createBook = route(API.createBook, async ({ body }) => {
  const { coverImage, stock = 0, isbn, publishedOn, ...fields } = body;
  await assertStoredCover(coverImage);
  const ref = booksCollection(db).doc();
  const document = newBookDocument(
    {
      ...fields,
      ...(isbn ? { isbn } : {}),
      ...(publishedOn ? { publishedOn } : {}),
      coverImage: coverImage === "" ? await writeGeneratedCover(ref.id, fields) : coverImage,
    },
    { stock, createdAt: Timestamp.now() },
  );
  const batch = db.batch();
  batch.create(ref, document);
  writeNewStockShards(batch, db, ref.id, { stock });
  await batch.commit();
  await Promise.all([refreshRecommendedStart(db), requestSearchRebuildAfterWrite(db)]);
  return answer(API.createBook, 201, bookFromDocument(ref.id, document));
});
