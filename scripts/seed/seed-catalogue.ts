import { Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";

import { writeNewStockShards } from "../../functions/src/lib/book-stock.ts";
import { booksCollection, type StoredBook } from "../../functions/src/lib/collections/books.ts";
import type { CoverStore } from "../../functions/src/lib/cover-store.ts";
import {
  generatedCoverFile,
  writeGeneratedCover,
} from "../../functions/src/lib/generated-cover.ts";
import { newBookDocument } from "../../functions/src/lib/new-book-document.ts";
import { writeNewsArt } from "../content/news-art.ts";

import { createMissing } from "./create-missing.ts";
import { SEED_BOOKS } from "./data/books.ts";
import { SEED_ISBNS } from "./data/isbns.ts";
import { seededStock } from "./data/stock.ts";
import type { SeedBook } from "./data/types.ts";
import { monthsBefore } from "./dates.ts";

/**
 * A seed book as the API would have stored it on its date (its drawn cover, its ISBN when the
 * seed knows one, its seeded stock), with the sales of the planned orders.
 */
export function seedBookDocument(book: SeedBook, createdAt: Timestamp, sold: number): StoredBook {
  const isbn = SEED_ISBNS[book.id];
  const fields = {
    title: book.title,
    author: book.author,
    description: book.description,
    category: book.category,
    coverImage: generatedCoverFile(book.id),
    newPrice: book.newPrice,
    oldPrice: book.oldPrice,
    trending: book.trending,
    ...(isbn ? { isbn } : {}),
  };
  return { ...newBookDocument(fields, { stock: seededStock(book.id), createdAt }), sold };
}

/**
 * Books added over the last 12 months, with their stock shards (the copies left, and the planned
 * orders' sales) and the generated covers the API also draws for a book without one; and the
 * news items' art.
 */
export async function seedCatalogue(
  db: Firestore,
  covers: CoverStore,
  now: Date,
  sales: ReadonlyMap<string, number>,
): Promise<number> {
  const books = SEED_BOOKS.map((book, index) => {
    const createdAt = Timestamp.fromDate(monthsBefore(now, book.monthsAgo, (index * 7) % 27));
    const data = seedBookDocument(book, createdAt, sales.get(book.id) ?? 0);
    return {
      ref: booksCollection(db).doc(book.id),
      data,
      alsoWrite: (batch: WriteBatch) => {
        writeNewStockShards(batch, db, book.id, { stock: data.stock, sold: data.sold });
      },
    };
  });
  const created = await createMissing(db, books);

  await Promise.all([
    ...SEED_BOOKS.map((book) => writeGeneratedCover(book.id, book, covers)),
    writeNewsArt(covers),
  ]);
  return created;
}
