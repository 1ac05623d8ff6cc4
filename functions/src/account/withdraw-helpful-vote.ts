import { FieldValue, type Firestore, type Timestamp } from "firebase-admin/firestore";

import { helpfulVotesCollection } from "../lib/collections/helpful-votes.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

/** What a commit fails with when the vote is gone or changed, or the review is gone. */
const GONE_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.notFound,
  FIRESTORE_CODES.failedPrecondition,
]);

export interface FoundVote {
  reviewId: string;
  uid: string;
  /** When the vote document was last written, as the deletion found it. */
  updateTime: Timestamp;
}

/**
 * Deletes a leaving customer's helpful vote and takes it off its review's helpfulCount, in one
 * atomic commit: the vote's delete holds the precondition that it is still as found, and the
 * count is written blind (an increment), as recordHelpfulVote writes it. Two deletions at once,
 * or one sent again, find the vote once: the later commit fails whole and counts nothing. No
 * transaction holds the review, so the votes of others and the rating roll-up, which reads the
 * book's reviews, do not wait on it.
 *
 * A vote older than the review it sits under was cast on an earlier review of the same id, which
 * the review trigger is deleting without counting it (delete-helpful-votes.ts): it goes, and the
 * count, which never held it, stays. A review deleted meanwhile fails the increment: the vote then
 * goes alone, its count gone with the review.
 */
export async function withdrawHelpfulVote(db: Firestore, vote: FoundVote): Promise<void> {
  const voteRef = helpfulVotesCollection(db, vote.reviewId).doc(vote.uid);
  const reviewRef = reviewsCollection(db).doc(vote.reviewId);
  const [cast, review] = await Promise.all([voteRef.get(), reviewRef.get()]);
  const castAt = cast.data()?.createdAt;
  if (castAt === undefined) return;
  const reviewedAt = review.data()?.createdAt;
  const batch = db.batch();
  batch.delete(voteRef, { lastUpdateTime: vote.updateTime });
  if (reviewedAt !== undefined && castAt.toMillis() >= reviewedAt.toMillis()) {
    batch.update(reviewRef, { helpfulCount: FieldValue.increment(-1) });
  }
  try {
    await batch.commit();
  } catch (error) {
    if (!GONE_CODES.has(firestoreErrorCode(error))) throw error;
    // The vote went with another deletion (then this is a no-op), or the review went.
    await voteRef.delete();
  }
}
