import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { fallsToLowStock, sumShards } from "@bookstore/shared/books/stock.ts";

import { booksCollection } from "../lib/collections/books.ts";
import { stockRollupRef, stockShardsCollection } from "../lib/collections/stock-shards.ts";
import { ownerAddress } from "../lib/owner-address.ts";
import { configuredStoreOrigin } from "../lib/store-origin.ts";
import { mailDocument } from "../mail/add-mail.ts";
import { ownerLowStockMail } from "../mail/owner-low-stock-mail.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs the book's claimed roll-up when it is due: in one transaction, sums the shards into the
 * book's `stock` and `sold` (what the catalogue sorts by and shoppers see) and clears the claim.
 * No claim (this roll-up's own clearing write, or a trigger delivered twice) writes nothing; a
 * deleted book's state goes with it. When the shoppers' stock falls to the low-stock line, the
 * same commit mails the owner: a flash sale's orders are rolled up together, so the fall is seen
 * once, and only a rise above the line makes the next fall a new one.
 */
export async function rollUpBookStock(db: Firestore, bookId: string): Promise<void> {
  const stateRef = stockRollupRef(db, bookId);
  const claimed = (await stateRef.get()).data();
  if (!claimed?.pending) return;
  await sleep(claimed.dueAt.toMillis() - Date.now());
  const owner = await ownerAddress(db);
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
    if (owner !== null && fallsToLowStock(book.stock, stock)) {
      const message = ownerLowStockMail(
        { id: bookId, title: book.title, stock },
        configuredStoreOrigin(),
      );
      const mail = mailDocument({ to: owner, kind: "owner-low-stock", message });
      transaction.create(mail.ref, mail.data);
    }
    transaction.set(stateRef, { ...state, pending: false, rolledUpAt: Timestamp.now() });
  });
}
