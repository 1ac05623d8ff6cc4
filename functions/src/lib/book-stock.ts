import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type WithFieldValue,
  type WriteBatch,
} from "firebase-admin/firestore";

import { splitStock, sumShards } from "../shared/stock.ts";

import { booksCollection } from "./collections/books.ts";
import {
  stockShardRefs,
  stockShardsCollection,
  type StockShardDocument,
} from "./collections/stock-shards.ts";

/** A batch or a transaction: both queue writes the same way. */
export interface QueuedWrites {
  set<T>(ref: DocumentReference<T>, data: WithFieldValue<T>): unknown;
}

/** A new book's shards, holding `stock` copies between them; the first counts `sold`. */
export function writeNewStockShards(
  writes: QueuedWrites,
  db: Firestore,
  bookId: string,
  { stock, sold = 0 }: { stock: number; sold?: number },
): void {
  const split = splitStock(stock);
  stockShardRefs(db, bookId).forEach((ref, index) => {
    writes.set<StockShardDocument>(ref, { stock: split[index] ?? 0, sold: index === 0 ? sold : 0 });
  });
}

/**
 * Sets a book's copies to `stock`: the shards are spread afresh (their sales stay) and the book
 * shows the new figure at once; the same figure writes nothing. Reads the shards in the
 * transaction, so orders taking copies meanwhile are either counted before the new figure or
 * come after it.
 */
export async function setBookStock(db: Firestore, bookId: string, stock: number): Promise<void> {
  const refs = stockShardRefs(db, bookId);
  await db.runTransaction(async (transaction) => {
    const shards = (await transaction.getAll(...refs)).map(
      (shard) => shard.data() ?? { stock: 0, sold: 0 },
    );
    const current = sumShards(shards);
    if (current.stock === stock) return;
    const split = splitStock(stock);
    refs.forEach((ref, index) => {
      transaction.set(ref, { stock: split[index] ?? 0, sold: shards[index]?.sold ?? 0 });
    });
    transaction.update(booksCollection(db).doc(bookId), { stock, sold: current.sold });
  });
}

/** Gives one copy of each book back to a shard picked at random (a cancelled order's). */
export function returnCopies(batch: WriteBatch, db: Firestore, bookIds: readonly string[]): void {
  for (const bookId of bookIds) {
    const shards = stockShardRefs(db, bookId);
    const shard = shards[Math.floor(Math.random() * shards.length)];
    if (!shard) continue;
    batch.set(
      shard,
      { stock: FieldValue.increment(1), sold: FieldValue.increment(-1) },
      { merge: true },
    );
  }
}

/** Deletes a book's shards (a deleted book's subcollection outlives it otherwise). */
export async function deleteStockShards(db: Firestore, bookId: string): Promise<void> {
  const batch = db.batch();
  for (const shard of (await stockShardsCollection(db, bookId).get()).docs) batch.delete(shard.ref);
  await batch.commit();
}
