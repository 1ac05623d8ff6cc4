import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";

import { STOCK_SHARD_COUNT } from "@bookstore/shared/books/stock.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

/** One slice of a book's copies; orders move a copy from `stock` to `sold` in one shard. */
export interface StockShardDocument {
  stock: number;
  sold: number;
}

/** The roll-up's own state, kept off the book document so a burst of orders never writes it. */
export interface StockRollupDocument {
  /** True while a roll-up is claimed and waiting for its turn. */
  pending: boolean;
  /** When the pending roll-up was claimed: a claim that never ran expires. */
  claimedAt: Timestamp;
  /** When the pending roll-up may run: a roll-up interval after the last. */
  dueAt: Timestamp;
  /** When the shards were last summed into the book. */
  rolledUpAt: Timestamp | null;
}

/** books/<id>/stockShards/<n>. */
export function stockShardsCollection(
  db: Firestore,
  bookId: string,
): CollectionReference<StockShardDocument> {
  return db
    .collection(COLLECTIONS.books)
    .doc(bookId)
    .collection(COLLECTIONS.stockShards)
    .withConverter(typedConverter<StockShardDocument>());
}

/** The book's shard references, shard 0 first. */
export function stockShardRefs(
  db: Firestore,
  bookId: string,
): DocumentReference<StockShardDocument>[] {
  const shards = stockShardsCollection(db, bookId);
  return Array.from({ length: STOCK_SHARD_COUNT }, (_, index) => shards.doc(String(index)));
}

/** stockRollups/<book id>. */
export function stockRollupRef(
  db: Firestore,
  bookId: string,
): DocumentReference<StockRollupDocument> {
  return db
    .collection(COLLECTIONS.stockRollups)
    .doc(bookId)
    .withConverter(typedConverter<StockRollupDocument>());
}
