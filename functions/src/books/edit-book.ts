import { FieldValue, Timestamp, type UpdateData } from "firebase-admin/firestore";

import { bookSearchTerms } from "@bookstore/shared/books/book-search.ts";
import { bookFromDocument, isOnSale } from "@bookstore/shared/books/book.ts";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { route } from "../http/route.ts";
import { setBookStock } from "../lib/book-stock.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { NotFound } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { generatedCoverFile, writeGeneratedCover } from "../lib/generated-cover.ts";
import { requestSearchRebuildAfterWrite } from "../lib/search/search-rebuild.ts";

import { assertStoredCover } from "./stored-cover.ts";

/**
 * PUT /api/books/edit/:id: 200 with the updated Book. Only the edited fields are written, so
 * `sold` and `createdAt` stay; a stock, when sent, is spread over the shards afresh; an empty
 * coverImage keeps the cover; an absent isbn or publishedOn keeps the stored one and "" removes
 * it. A generated
 * cover is redrawn, as it shows the title.
 */
export const editBook = route(API.editBook, async ({ params: { id }, body }) => {
  const { coverImage, stock, isbn, publishedOn, ...fields } = body;
  await assertStoredCover(coverImage);
  const ref = booksCollection(db).doc(id);
  const update: UpdateData<StoredBook> = {
    ...fields,
    ...(coverImage === "" ? {} : { coverImage }),
    ...(isbn === undefined ? {} : { isbn: isbn === "" ? FieldValue.delete() : isbn }),
    ...(publishedOn === undefined
      ? {}
      : { publishedOn: publishedOn === "" ? FieldValue.delete() : publishedOn }),
    onSale: isOnSale(fields),
    searchTerms: bookSearchTerms(fields.title, fields.author),
    updatedAt: Timestamp.now(),
  };
  try {
    await ref.update(update);
  } catch (error) {
    if (firestoreErrorCode(error) === FIRESTORE_CODES.notFound) {
      throw new NotFound(MESSAGES.bookNotFound);
    }
    throw error;
  }
  await requestSearchRebuildAfterWrite(db);
  if (stock !== undefined) await setBookStock(db, id, stock);
  const book = (await ref.get()).data();
  if (!book) throw new NotFound(MESSAGES.bookNotFound);
  if (book.coverImage === generatedCoverFile(id)) await writeGeneratedCover(id, book);
  return bookFromDocument(id, book);
});
