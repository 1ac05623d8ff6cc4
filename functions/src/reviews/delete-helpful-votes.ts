import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { helpfulVotesCollection } from "../lib/collections/helpful-votes.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";

/** Below Firestore's 500 writes per batch. */
const VOTES_PER_BATCH = 400;

/**
 * Deletes a deleted review's helpful votes, a batch at a time. A review its author has written
 * anew under the same id since keeps the votes cast on it (those from its creation on); with no
 * such review, every vote cast until now goes. The cut-off is read here, not taken from the
 * event's time, so it never depends on whose clock stamped the event.
 */
export async function deleteHelpfulVotes(db: Firestore, reviewId: string): Promise<number> {
  const current = (await reviewsCollection(db).doc(reviewId).get()).data();
  const before = current?.createdAt ?? Timestamp.now();
  const votes = helpfulVotesCollection(db, reviewId)
    .where("createdAt", "<", before)
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
