import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";

import { stockRollupRef, type StockRollupDocument } from "./collections/stock-shards.ts";
import { db } from "./firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "./firestore-error.ts";

/** A book document takes at most one roll-up write per this many ms, whatever the order rate. */
export const ROLLUP_INTERVAL_MS = 1000;

/** A claim older than this belongs to a roll-up that never ran: the next request takes it over. */
const CLAIM_EXPIRES_MS = 60_000;

/** What a claim fails with when another request claimed first. */
const LOST_CLAIM_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.failedPrecondition,
  FIRESTORE_CODES.alreadyExists,
]);

export function isLiveClaim(state: StockRollupDocument | undefined, now: number): boolean {
  return (
    state !== undefined && state.pending && now - state.claimedAt.toMillis() < CLAIM_EXPIRES_MS
  );
}

/**
 * Asks for a roll-up of the book's shards into the book, after a write to its shards has
 * committed. When one is already claimed this reads one document and returns: that roll-up has
 * not read the shards yet (it clears the claim in the transaction that reads them), so it counts
 * the write. Otherwise it claims the next one, due a roll-up interval after the last, with a
 * compare-and-set on the state's update time (of two requests that read the same state one
 * claims, and the other's write is counted by that claim). The rollUpStock trigger runs it.
 */
export async function requestStockRollUp(db: Firestore, bookId: string): Promise<void> {
  const ref = stockRollupRef(db, bookId);
  const snapshot = await ref.get();
  const state = snapshot.data();
  const now = Date.now();
  if (isLiveClaim(state, now)) return;
  const rolledUpAt = state?.rolledUpAt ?? null;
  const dueAt = Math.max(now, (rolledUpAt?.toMillis() ?? 0) + ROLLUP_INTERVAL_MS);
  const claim: StockRollupDocument = {
    pending: true,
    claimedAt: Timestamp.fromMillis(now),
    dueAt: Timestamp.fromMillis(dueAt),
    rolledUpAt,
  };
  try {
    if (snapshot.exists) await ref.update({ ...claim }, { lastUpdateTime: snapshot.updateTime });
    else await ref.create(claim);
  } catch (error) {
    if (!LOST_CLAIM_CODES.has(firestoreErrorCode(error))) throw error;
  }
}

/**
 * requestStockRollUp for each book, after a write that has committed: a failure here leaves the
 * books' figures behind their shards until their next change, and is logged rather than thrown,
 * as the write it follows stands.
 */
export async function requestStockRollUpsAfter(bookIds: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(bookIds.map((bookId) => requestStockRollUp(db, bookId)));
  for (const result of results) {
    if (result.status === "rejected") logger.error("stock roll-up request failed", result.reason);
  }
}
