import { FieldValue, type QueryDocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";

import { soldOutMessage } from "@bookstore/shared/books/stock.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { stockShardsCollection, type StockShardDocument } from "../lib/collections/stock-shards.ts";
import { Conflict, StoreBusy } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { commitStoreBatch } from "../lib/store-writes.ts";

export interface OrderedBook {
  id: string;
  title: string;
}

type Shard = QueryDocumentSnapshot<StockShardDocument>;

/**
 * A round is lost only when another order (or a cancel, or an admin) changed a picked shard
 * between its read and this commit; with the shards picked at random afresh each round, a burst
 * many times the shard count still places every order long before this bound.
 */
const MAX_ROUNDS = 60;

/** The most a lost round waits before the next, at random, so the losers do not meet again. */
const MAX_BACKOFF_MS = 20;

/** The book's shards that hold a copy now, each with the update time its commit checks. */
async function shardsWithCopies(bookId: string): Promise<Shard[]> {
  return (await stockShardsCollection(db, bookId).where("stock", ">", 0).get()).docs;
}

function pickOne<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a round commits besides the copies: the order, written into the round's batch. */
export type RoundWrites = (batch: WriteBatch) => void;

/**
 * Takes one copy of each book and commits the order with it, atomically: either every book
 * gives a copy and everything is written, or nothing is. Each copy comes from one shard picked
 * at random among those holding one, written only if it is unchanged since it was read (a
 * compare-and-set on its update time): no lock is held between the read and the write, so orders
 * of one title never wait for each other, and a shard cannot go below zero. `prepareRound` runs
 * beside each round's shard reads and returns the round's other writes; it may read documents
 * of its own and write them with the same compare-and-set, so that a round lost on them is tried
 * again too. Throws Conflict naming the titles with no copy left, or what `prepareRound` throws.
 */
export async function takeCopies(
  books: readonly OrderedBook[],
  prepareRound: () => Promise<RoundWrites>,
): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const [shards, alsoWrite] = await Promise.all([
      Promise.all(books.map((book) => shardsWithCopies(book.id))),
      prepareRound(),
    ]);
    const soldOut = books.filter((_, index) => (shards[index] ?? []).length === 0);
    if (soldOut.length > 0) throw new Conflict(soldOutMessage(soldOut.map((book) => book.title)));
    const batch = db.batch();
    for (const candidates of shards) {
      const shard = pickOne(candidates);
      if (!shard) continue;
      batch.update(
        shard.ref,
        { stock: FieldValue.increment(-1), sold: FieldValue.increment(1) },
        { lastUpdateTime: shard.updateTime },
      );
    }
    alsoWrite(batch);
    try {
      await commitStoreBatch(batch);
      return;
    } catch (error) {
      if (firestoreErrorCode(error) !== FIRESTORE_CODES.failedPrecondition) throw error;
    }
    await pause(Math.random() * MAX_BACKOFF_MS);
  }
  throw new StoreBusy(MESSAGES.storeBusy);
}
