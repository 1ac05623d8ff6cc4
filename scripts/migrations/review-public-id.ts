import { helpfulVotesCollection } from "../../functions/src/lib/collections/helpful-votes.ts";
import { newPublicReviewId } from "../../functions/src/lib/collections/reviews.ts";

import { documentMigration } from "./document-migration.ts";
import { legacyReviewsCollection } from "./legacy-review.ts";

/**
 * A review stored before public ids gets one: the API shows and takes it instead of the document
 * id, which names the author's account. Its helpful votes name it by the public id too, as the
 * voter's data export shows them. The votes are read and written in the review's transaction.
 */
export const reviewPublicId = documentMigration({
  id: "0009-review-public-id",
  description:
    "Reviews get a random publicId, which the API shows instead of the id naming the author; " +
    "their helpful votes name it.",
  noun: "reviews",
  collection: legacyReviewsCollection,
  async plan(db, reader, document) {
    if (typeof document.data.publicId === "string") return null;
    const publicId = newPublicReviewId(db, document.data.bookId);
    const votes = await reader.query(helpfulVotesCollection(db, document.ref.id));
    return (transaction) => {
      transaction.update(document.ref, { publicId });
      for (const vote of votes.docs) transaction.update(vote.ref, { reviewId: publicId });
    };
  },
});
