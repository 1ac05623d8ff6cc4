import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";

import { helpfulVotesCollection } from "../lib/collections/helpful-votes.ts";
import { reviewByPublicId } from "../lib/collections/reviews.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

export interface HelpfulVoteOutcome {
  /** False when the customer had voted already: nothing was written. */
  counted: boolean;
  /**
   * The review's count with this vote in it: as read before the vote, or after it when the vote
   * was there already.
   */
  helpfulCount: number;
}

/** What the vote's commit fails with when the review was deleted after it was read. */
const REVIEW_GONE_CODES: ReadonlySet<number | undefined> = new Set([FIRESTORE_CODES.notFound]);

/**
 * The customer's vote on a review of the book, named by its public id: null when the review does
 * not exist, is hidden or is of another book; "own" when it is the customer's own. One transaction reads the vote document and, when it is missing, creates it
 * and adds 1 to the review's helpfulCount, so two requests of one customer at once count once
 * (the second sees the first's vote on its retry). The review itself is read before and written
 * blind (an increment), so votes of different customers do not contend for it; a review deleted
 * in between fails the commit, and nothing is written.
 */
export async function recordHelpfulVote(
  db: Firestore,
  { uid, bookId, publicId }: { uid: string; bookId: string; publicId: string },
): Promise<HelpfulVoteOutcome | "own" | null> {
  const found = await reviewByPublicId(db, publicId);
  const review = found?.data();
  if (!found || !review || review.hidden || review.bookId !== bookId) return null;
  if (review.uid === uid) return "own";
  const reviewRef = found.ref;
  const voteRef = helpfulVotesCollection(db, reviewRef.id).doc(uid);
  try {
    const counted = await db.runTransaction(async (transaction) => {
      if ((await transaction.get(voteRef)).exists) return false;
      // The vote names the review by its public id: the voter's data export shows it, and the
      // document id would name the review's author.
      transaction.create(voteRef, { uid, reviewId: publicId, bookId, createdAt: Timestamp.now() });
      transaction.update(reviewRef, { helpfulCount: FieldValue.increment(1) });
      return true;
    });
    if (counted) return { counted, helpfulCount: review.helpfulCount + 1 };
    // The customer's vote was there already: a request of theirs that raced this one may have
    // added it after the review was read above, so the count is read again, with that vote in it.
    const current = (await reviewRef.get()).data();
    return { counted, helpfulCount: Math.max(current?.helpfulCount ?? 0, 1) };
  } catch (error) {
    if (REVIEW_GONE_CODES.has(firestoreErrorCode(error))) return null;
    throw error;
  }
}
