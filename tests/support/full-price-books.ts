import { Timestamp, type Firestore } from "firebase-admin/firestore";

import type { Category } from "@bookstore/shared/books/categories.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";

import { plainBook } from "./filler-book.ts";

/**
 * Books at full price (old price = new price): every seeded book is on sale, so without these
 * the on-sale filter would match the whole catalogue. Older than every seeded book, so the
 * newest lists other tests read do not change.
 */
const FULL_PRICE: { id: string; category: Category; price: number }[] = [
  { id: "full-price-technology", category: "technology", price: 15 },
  { id: "full-price-fiction", category: "fiction", price: 25 },
];

export async function addFullPriceBooks(db: Firestore): Promise<void> {
  const added = Timestamp.fromDate(new Date("2021-01-01T00:00:00Z"));
  for (const { id, category, price } of FULL_PRICE) {
    await booksCollection(db)
      .doc(id)
      .set(
        plainBook({
          title: `Full Price ${category}`,
          description: "A book that is not on sale.",
          added,
          category,
          newPrice: price,
          oldPrice: price,
        }),
      );
  }
}

export async function removeFullPriceBooks(db: Firestore): Promise<void> {
  for (const { id } of FULL_PRICE) await booksCollection(db).doc(id).delete();
}
