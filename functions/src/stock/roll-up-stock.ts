import { onDocumentUpdated } from "firebase-functions/v2/firestore";

import { db } from "../lib/firebase.ts";
import { COLLECTIONS } from "../shared/collections.ts";

import { rollUpBookStock } from "./roll-up-book-stock.ts";

/**
 * A change to a book's stock shard (an order, a cancel, an admin's new count) rolls the book up.
 * Creating and deleting shards need none: the book is written with them, or goes with them.
 */
export const rollUpStock = onDocumentUpdated(
  {
    document: `${COLLECTIONS.books}/{bookId}/${COLLECTIONS.stockShards}/{shardId}`,
    region: "us-central1",
  },
  (event) => rollUpBookStock(db, event.params.bookId),
);
