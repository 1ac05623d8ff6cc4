import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WithFieldValue,
  type WriteBatch,
} from "firebase-admin/firestore";

import { splitStock, sumShards } from "@bookstore/shared/books/stock.ts";

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

/** One of the book's shards, picked at random: where a cancelled order's copy goes back. */
export function randomStockShardRef(
  db: Firestore,
  bookId: string,
): DocumentReference<StockShardDocument> {
  const shards = stockShardRefs(db, bookId);
  const shard = shards[Math.floor(Math.random() * shards.length)];
  if (!shard) throw new Error("a book has stock shards");
  return shard;
}

/**
 * Gives one copy back to a shard as it was read (a cancelled order's), written only if the shard
 * is unchanged since: a compare-and-set on its update time. A book deleted and created again
 * under its id after the read has written its shards afresh, so the commit fails rather than
 * hand the copy to the later book.
 */
export function returnCopy(batch: WriteBatch, shard: DocumentSnapshot<StockShardDocument>): void {
  if (!shard.updateTime) throw new Error("a returned copy goes to a stored shard");
  batch.update(
    shard.ref,
    { stock: FieldValue.increment(1), sold: FieldValue.increment(-1) },
    { lastUpdateTime: shard.updateTime },
  );
}

/** Deletes a book's shards (a deleted book's subcollection outlives it otherwise). */
export async function deleteStockShards(db: Firestore, bookId: string): Promise<void> {
  const batch = db.batch();
  for (const shard of (await stockShardsCollection(db, bookId).get()).docs) batch.delete(shard.ref);
  await batch.commit();
}
