import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { booksCollection } from "../lib/collections/books.ts";
import {
  stockRollupRef,
  stockShardsCollection,
  type StockRollupDocument,
} from "../lib/collections/stock-shards.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

/** A book document takes at most one roll-up write per this many ms, whatever the order rate. */
export const ROLLUP_INTERVAL_MS = 1000;

/** A claim older than this belongs to a worker that died before rolling up: it is taken over. */
const CLAIM_EXPIRES_MS = 60_000;

function isLiveClaim(state: StockRollupDocument | undefined, now: number): boolean {
  return (
    state !== undefined && state.pending && now - state.claimedAt.toMillis() < CLAIM_EXPIRES_MS
  );
}

/** What a claim fails with when another call claimed first. */
const LOST_CLAIM_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.failedPrecondition,
  FIRESTORE_CODES.alreadyExists,
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Claims the book's next roll-up, or returns null when one is already claimed: that one has
 * not read the shards yet (it clears the claim in the transaction that reads them), so it will
 * count the shard write that called this. The claim is a compare-and-set on the state's update
 * time, so of two calls that read the same state one claims and the other returns null.
 * Otherwise returns when the claimed roll-up may run.
 */
async function claimRollUp(db: Firestore, bookId: string): Promise<number | null> {
  const ref = stockRollupRef(db, bookId);
  const snapshot = await ref.get();
  const state = snapshot.data();
  const now = Date.now();
  if (isLiveClaim(state, now)) return null;
  const rolledUpAt = state?.rolledUpAt ?? null;
  const claim = { pending: true, claimedAt: Timestamp.fromMillis(now), rolledUpAt };
  try {
    if (snapshot.exists) await ref.update(claim, { lastUpdateTime: snapshot.updateTime });
    else await ref.create(claim);
  } catch (error) {
    if (LOST_CLAIM_CODES.has(firestoreErrorCode(error))) return null;
    throw error;
  }
  return Math.max(now, (rolledUpAt?.toMillis() ?? 0) + ROLLUP_INTERVAL_MS);
}

/** Sums the shards into the book's `stock` and `sold` and releases the claim, in one transaction. */
async function rollUp(db: Firestore, bookId: string): Promise<void> {
  const bookRef = booksCollection(db).doc(bookId);
  const stateRef = stockRollupRef(db, bookId);
  await db.runTransaction(async (transaction) => {
    const shards = await transaction.get(stockShardsCollection(db, bookId));
    const book = (await transaction.get(bookRef)).data();
    if (!book) {
      transaction.delete(stateRef);
      return;
    }
    let stock = 0;
    let sold = 0;
    for (const shard of shards.docs) {
      stock += shard.data().stock;
      sold += shard.data().sold;
    }
    if (book.stock !== stock || book.sold !== sold) transaction.update(bookRef, { stock, sold });
    const now = Timestamp.now();
    transaction.set(stateRef, { pending: false, claimedAt: now, rolledUpAt: now });
  });
}

/**
 * Brings a book's `stock` and `sold` (what the catalogue sorts by and shoppers see) up to its
 * shards after one of them changed, writing the book at most once per ROLLUP_INTERVAL_MS: a
 * burst of orders of one title makes one claimed roll-up per interval, and every other call
 * returns after one read.
 */
export async function rollUpBookStock(db: Firestore, bookId: string): Promise<void> {
  const dueAt = await claimRollUp(db, bookId);
  if (dueAt === null) return;
  await sleep(dueAt - Date.now());
  await rollUp(db, bookId);
}
