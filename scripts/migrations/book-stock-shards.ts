import { sumShards } from "@bookstore/shared/books/stock.ts";

import { writeNewStockShards } from "../../functions/src/lib/book-stock.ts";
import { stockShardRefs } from "../../functions/src/lib/collections/stock-shards.ts";

import { documentMigration } from "./document-migration.ts";
import { legacyBooksCollection } from "./legacy-book.ts";

/**
 * Copies a book stored before the store counted copies gets. It was always orderable, so it
 * stays so: enough copies to be above the low-stock mark, for the admin to correct in the book's
 * form.
 */
export const MIGRATED_BOOK_STOCK = 20;

export const bookStockShards = documentMigration({
  id: "0001-book-stock-shards",
  description:
    `Books without stock shards get them, holding the book's stock (${MIGRATED_BOOK_STOCK} ` +
    "copies when it has none) and its sales so far; books without stock or sold get them.",
  noun: "books",
  collection: legacyBooksCollection,
  async plan(db, reader, document) {
    const book = document.data;
    const shards = (await reader.getAll(stockShardRefs(db, document.ref.id))).flatMap((shard) => {
      const data = shard.data();
      return data ? [data] : [];
    });
    if (shards.length === 0) {
      const stock = book.stock ?? MIGRATED_BOOK_STOCK;
      const sold = book.sold ?? 0;
      return (transaction) => {
        writeNewStockShards(transaction, db, document.ref.id, { stock, sold });
        transaction.update(document.ref, { stock, sold });
      };
    }
    if (book.stock !== undefined && book.sold !== undefined) return null;
    const totals = sumShards(shards);
    return (transaction) => transaction.update(document.ref, totals);
  },
});
