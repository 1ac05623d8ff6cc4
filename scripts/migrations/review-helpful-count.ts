import { documentMigration } from "./document-migration.ts";
import { legacyReviewsCollection } from "./legacy-review.ts";

/**
 * Reviews written before helpful votes get `helpfulCount: 0`: a list ordered by it (the book
 * page's "Most helpful") leaves out every document without the field. A review voted on before the
 * migration already has it (an increment of a missing field sets it), and keeps its count.
 */
export const reviewHelpfulCount = documentMigration({
  id: "0007-review-helpful-count",
  description: "Reviews get `helpfulCount: 0`, so the most-helpful order lists them.",
  noun: "reviews",
  collection: legacyReviewsCollection,
  plan(_db, _reader, document) {
    if (typeof document.data.helpfulCount === "number") return Promise.resolve(null);
    return Promise.resolve((transaction) => transaction.update(document.ref, { helpfulCount: 0 }));
  },
});
