import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { helpfulVotesCollection } from "../lib/collections/helpful-votes.ts";

/** Below Firestore's 500 writes per batch. */
const VOTES_PER_BATCH = 400;

/**
 * Deletes a deleted review's helpful votes cast up to `deletedAt`, a batch at a time. A vote on
 * a review written again under the same id afterwards (its author reviewing the book anew) is
 * the new review's, and stays.
 */
export async function deleteHelpfulVotes(
  db: Firestore,
  reviewId: string,
  deletedAt: Timestamp,
): Promise<number> {
  const votes = helpfulVotesCollection(db, reviewId)
    .where("createdAt", "<=", deletedAt)
    .limit(VOTES_PER_BATCH);
  let deleted = 0;
  for (;;) {
    const page = await votes.get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const vote of page.docs) batch.delete(vote.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/** The time a trigger's event names, as a Timestamp. */
export function eventTimestamp(time: string): Timestamp {
  return Timestamp.fromDate(new Date(time));
}
