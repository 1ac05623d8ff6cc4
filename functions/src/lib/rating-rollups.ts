import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { ratingRollupRef, type RatingRollupDocument } from "./collections/rating-rollups.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "./firestore-error.ts";
import { isLiveClaim, ROLLUP_INTERVAL_MS } from "./stock-rollups.ts";

/** A request that keeps losing its compare-and-set gives up after this many rounds. */
const MAX_ROUNDS = 50;

/** What a compare-and-set fails with when another request wrote the state first. */
const LOST_WRITE_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.failedPrecondition,
  FIRESTORE_CODES.alreadyExists,
  FIRESTORE_CODES.aborted,
]);

/**
 * Asks for a roll-up of the book's shown reviews into the book, after a review write has
 * committed (the requestRatingRollUp trigger calls it for every write to `reviews`). As with
 * stock (stock-rollups.ts), a claim makes the rollUpRatings trigger sum the reviews at most
 * about once a second. Unlike stock, every request writes the state, with a compare-and-set on
 * its update time, even when a roll-up is already claimed: the roll-up reads the state in the
 * transaction that counts the reviews, so a request written after that read either makes the
 * transaction run again, or waits for its commit, fails its compare-and-set and claims the next
 * roll-up. Either way the review is counted; a count query in a transaction does not have to
 * lock the reviews that arrive after it. Reviews are written far more rarely than orders, so the
 * one write per review costs little.
 */
export async function requestRatingRollUp(db: Firestore, bookId: string): Promise<void> {
  const ref = ratingRollupRef(db, bookId);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const snapshot = await ref.get();
    const state = snapshot.data();
    const now = Date.now();
    const requestedAt = Timestamp.fromMillis(now);
    const rolledUpAt = state?.rolledUpAt ?? null;
    const claim: RatingRollupDocument = {
      pending: true,
      claimedAt: requestedAt,
      dueAt: Timestamp.fromMillis(
        Math.max(now, (rolledUpAt?.toMillis() ?? 0) + ROLLUP_INTERVAL_MS),
      ),
      requestedAt,
      rolledUpAt,
    };
    try {
      if (!snapshot.exists) await ref.create(claim);
      else if (isLiveClaim(state, now)) {
        await ref.update({ requestedAt }, { lastUpdateTime: snapshot.updateTime });
      } else await ref.update({ ...claim }, { lastUpdateTime: snapshot.updateTime });
      return;
    } catch (error) {
      if (!LOST_WRITE_CODES.has(firestoreErrorCode(error))) throw error;
    }
  }
  throw new Error(`rating roll-up request for ${bookId} lost ${MAX_ROUNDS} rounds`);
}
