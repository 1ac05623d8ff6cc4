import { BOOK_MESSAGES } from "@bookstore/shared/books/book-input.ts";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { route } from "../http/route.ts";
import { deleteStockShards } from "../lib/book-stock.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { stockRollupRef } from "../lib/collections/stock-shards.ts";
import { coverStore } from "../lib/cover-store.ts";
import { NotFound } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { generatedCoverFile } from "../lib/generated-cover.ts";
import { refreshRecommendedStart } from "../lib/recommended-start.ts";
import { requestSearchRebuildAfterWrite } from "../lib/search/search-rebuild.ts";

/**
 * DELETE /api/books/:id: 200 `{message}`; the book's stock shards and generated cover go with
 * it. Uploaded covers stay: they are content-addressed and another book may show the same file.
 */
export const deleteBook = route(API.deleteBook, async ({ params: { id } }) => {
  try {
    await booksCollection(db).doc(id).delete({ exists: true });
  } catch (error) {
    if (firestoreErrorCode(error) === FIRESTORE_CODES.notFound) {
      throw new NotFound(MESSAGES.bookNotFound);
    }
    throw error;
  }
  await Promise.all([
    deleteStockShards(db, id),
    stockRollupRef(db, id).delete(),
    requestSearchRebuildAfterWrite(db),
  ]);
  await refreshRecommendedStart(db);
  await coverStore.remove(generatedCoverFile(id));
  return { message: BOOK_MESSAGES.deleted };
});
