import { reviewModerationCollection } from "../../functions/src/lib/collections/review-moderation.ts";

import { documentMigration } from "./document-migration.ts";
import { legacyReviewsCollection } from "./legacy-review.ts";

/**
 * A review an admin hid before moderation records gets its record, so that it stays hidden when
 * its author deletes it and writes it again, as the API's hide keeps it now.
 */
export const reviewModeration = documentMigration({
  id: "0010-review-moderation",
  description:
    "Hidden reviews get a reviewModeration record, so a review written again after its " +
    "deletion stays hidden.",
  noun: "reviews",
  collection: legacyReviewsCollection,
  async plan(db, reader, document) {
    const { hidden, uid, bookId, hiddenAt, updatedAt } = document.data;
    if (!hidden) return null;
    const ref = reviewModerationCollection(db).doc(document.ref.id);
    const [record] = await reader.getAll([ref]);
    if (record?.exists) return null;
    return (transaction) => {
      transaction.set(ref, { uid, bookId, hiddenAt: hiddenAt ?? updatedAt });
    };
  },
});
