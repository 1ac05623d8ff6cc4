import { missingRatingFields } from "@bookstore/shared/books/book.ts";

import { documentMigration } from "./document-migration.ts";
import { legacyBooksCollection } from "./legacy-book.ts";

/**
 * A book no review was rolled up onto has no ratings, and the catalogue's top-rated listing
 * (ordered by them) would leave it out. It gets them as 0; a book the roll-up reached keeps its
 * figures, and a roll-up still due writes over the zeros.
 */
export const bookRatings = documentMigration({
  id: "0006-book-ratings",
  description:
    "Books without ratings get ratingCount, ratingSum and ratingAverage 0 (NO_RATINGS), so the " +
    "top-rated listing lists them.",
  noun: "books",
  collection: legacyBooksCollection,
  plan(_db, _reader, document) {
    const missing = missingRatingFields(document.data);
    if (Object.keys(missing).length === 0) return Promise.resolve(null);
    return Promise.resolve((transaction) => transaction.update(document.ref, missing));
  },
});
