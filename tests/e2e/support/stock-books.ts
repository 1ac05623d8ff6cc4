import { Timestamp } from "firebase-admin/firestore";

import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";

import { deleteStockShards, writeNewStockShards } from "../../../functions/src/lib/book-stock.ts";
import { booksCollection } from "../../../functions/src/lib/collections/books.ts";
import { refreshRecommendedStart } from "../../../functions/src/lib/recommended-start.ts";
import { plainBook } from "../../support/filler-book.ts";

import { db } from "./admin-data.ts";

/** A new book with `stock` copies in its shards, as the API stores one; it lists first. */
export async function storeStockedBook(title: string, stock: number): Promise<string> {
  const ref = booksCollection(db).doc();
  const batch = db.batch();
  batch.create(
    ref,
    plainBook({
      title,
      description: "A book the stock tests make and remove.",
      added: Timestamp.now(),
      stock,
    }),
  );
  writeNewStockShards(batch, db, ref.id, { stock });
  await batch.commit();
  await refreshRecommendedStart(db);
  return ref.id;
}

/** Removes a book and its shards as the API would. */
export async function removeStockedBook(id: string): Promise<void> {
  await booksCollection(db).doc(id).delete();
  await deleteStockShards(db, id);
  await refreshRecommendedStart(db);
}

export async function storedStock(id: string): Promise<unknown> {
  return (await booksCollection(db).doc(id).get()).get("stock");
}

/** The low-stock books as the API lists them: fewest copies first, then by id. */
export async function lowStockBooks(limit: number): Promise<{ title: string; stock: number }[]> {
  const found = await booksCollection(db)
    .where("stock", "<=", LOW_STOCK_MAX)
    .orderBy("stock", "asc")
    .limit(limit)
    .get();
  return found.docs.map((doc) => ({ title: doc.data().title, stock: doc.data().stock }));
}

export async function countLowStockBooks(): Promise<number> {
  const found = await booksCollection(db).where("stock", "<=", LOW_STOCK_MAX).count().get();
  return found.data().count;
}
