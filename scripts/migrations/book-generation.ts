import { newBookGeneration } from "../../functions/src/lib/new-book-document.ts";

import { documentMigration } from "./document-migration.ts";
import { legacyBooksCollection } from "./legacy-book.ts";

/**
 * A book stored before generations gets one, so the orders placed from now on keep it and a
 * cancel tells the book apart from a later one under the same id. Orders placed before keep no
 * generation: a cancel returns their copies to a book created no later than the order.
 */
export const bookGeneration = documentMigration({
  id: "0008-book-generation",
  description:
    "Books without a generation get one, which orders keep so a cancel returns copies only to " +
    "the book they came from.",
  noun: "books",
  collection: legacyBooksCollection,
  plan(_db, _reader, document) {
    if (typeof document.data.generation === "string") return Promise.resolve(null);
    const generation = newBookGeneration();
    return Promise.resolve((transaction) => transaction.update(document.ref, { generation }));
  },
});
