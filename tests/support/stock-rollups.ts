import type { Firestore } from "firebase-admin/firestore";

import { sumShards } from "@bookstore/shared/books/stock.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import {
  stockShardsCollection,
  type StockShardDocument,
} from "../../functions/src/lib/collections/stock-shards.ts";

import { placedOrdersFollowedUp } from "./placed-orders.ts";

const POLL_MS = 200;

/** The book's shards, each as stored. */
export async function stockShardsOf(db: Firestore, bookId: string): Promise<StockShardDocument[]> {
  return (await stockShardsCollection(db, bookId).get()).docs.map((shard) => shard.data());
}

/** The copies and sales the book's shards hold between them. */
export async function shardTotals(
  db: Firestore,
  bookId: string,
): Promise<{ stock: number; sold: number }> {
  return sumShards(await stockShardsOf(db, bookId));
}

/** Whether the book shows what its shards hold (a book without shards counts as rolled up). */
async function rolledUp(db: Firestore, bookId: string): Promise<boolean> {
  const [book, shards] = await Promise.all([
    booksCollection(db).doc(bookId).get(),
    stockShardsOf(db, bookId),
  ]);
  const data = book.data();
  if (!data || shards.length === 0) return true;
  const { stock, sold } = sumShards(shards);
  return data.stock === stock && data.sold === sold;
}

/**
 * Waits until every placed order's roll-ups are asked for (placed-orders.ts), no book has a
 * stock roll-up claimed and due (stockRollups/<id>.pending) and each of `bookIds` shows what its
 * shards hold. A shard's change reaches its book within about a second, once its trigger has
 * run; the limit only stops a test that would otherwise hang.
 */
export async function stockRollUpsSettled(
  db: Firestore,
  bookIds: readonly string[] = [],
  timeoutMs = 60_000,
): Promise<void> {
  await placedOrdersFollowedUp(db, undefined, timeoutMs);
  const pending = db.collection(COLLECTIONS.stockRollups).where("pending", "==", true);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [claims, books] = await Promise.all([
      pending.count().get(),
      Promise.all(bookIds.map((id) => rolledUp(db, id))),
    ]);
    if (claims.data().count === 0 && books.every(Boolean)) return;
    if (Date.now() > deadline) throw new Error(`stock roll-ups still due after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
