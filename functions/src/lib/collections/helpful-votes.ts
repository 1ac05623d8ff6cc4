import type {
  CollectionGroup,
  CollectionReference,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { HelpfulVoteDocument } from "@bookstore/shared/reviews/review.ts";

export type StoredHelpfulVote = HelpfulVoteDocument<Timestamp>;

/** reviews/<review id>/helpfulVotes/<uid>: the customers who marked one review helpful. */
export function helpfulVotesCollection(
  db: Firestore,
  reviewId: string,
): CollectionReference<StoredHelpfulVote> {
  return db
    .collection(COLLECTIONS.reviews)
    .doc(reviewId)
    .collection(COLLECTIONS.helpfulVotes)
    .withConverter(typedConverter<StoredHelpfulVote>());
}

/**
 * Every review's votes at once: a customer's own votes are found with `where("uid", "==", uid)`
 * on it (a collection-group field index, firestore.indexes.json).
 */
export function allHelpfulVotes(db: Firestore): CollectionGroup<StoredHelpfulVote> {
  return db
    .collectionGroup(COLLECTIONS.helpfulVotes)
    .withConverter(typedConverter<StoredHelpfulVote>());
}
