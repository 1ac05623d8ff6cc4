import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { booksCollection } from "../lib/collections/books.ts";
import { stockRollupRef, stockShardsCollection } from "../lib/collections/stock-shards.ts";
import { sumShards } from "../shared/stock.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs the book's claimed roll-up when it is due: in one transaction, sums the shards into the
 * book's `stock` and `sold` (what the catalogue sorts by and shoppers see) and clears the claim.
 * No claim (this roll-up's own clearing write, or a trigger delivered twice) writes nothing; a
 * deleted book's state goes with it.
 */
export async function rollUpBookStock(db: Firestore, bookId: string): Promise<void> {
  const stateRef = stockRollupRef(db, bookId);
  const claimed = (await stateRef.get()).data();
  if (!claimed?.pending) return;
  await sleep(claimed.dueAt.toMillis() - Date.now());
  const bookRef = booksCollection(db).doc(bookId);
  await db.runTransaction(async (transaction) => {
    const state = (await transaction.get(stateRef)).data();
    if (!state?.pending) return;
    const shards = await transaction.get(stockShardsCollection(db, bookId));
    const book = (await transaction.get(bookRef)).data();
    if (!book) {
      transaction.delete(stateRef);
      return;
    }
    const { stock, sold } = sumShards(shards.docs.map((shard) => shard.data()));
    if (book.stock !== stock || book.sold !== sold) transaction.update(bookRef, { stock, sold });
    transaction.set(stateRef, { ...state, pending: false, rolledUpAt: Timestamp.now() });
  });
}
