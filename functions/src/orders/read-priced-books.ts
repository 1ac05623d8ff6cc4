import { unavailableBooksMessage } from "@bookstore/shared/orders/order.ts";

import { booksCollection } from "../lib/collections/books.ts";
import { InvalidReference } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";

import type { PricedBook } from "./price-order.ts";

/**
 * The books' current titles, prices, generations and publication days, in the order given, from one consistent snapshot (a
 * read-only transaction, which locks nothing); InvalidReference names any book that is gone.
 */
export async function readPricedBooks(productIds: readonly string[]): Promise<PricedBook[]> {
  const refs = productIds.map((id) => booksCollection(db).doc(id));
  const snapshots = await db.runTransaction((transaction) => transaction.getAll(...refs), {
    readOnly: true,
  });
  const books: PricedBook[] = [];
  const missing: string[] = [];
  for (const snapshot of snapshots) {
    const book = snapshot.data();
    if (book) {
      const { title, newPrice, generation, publishedOn } = book;
      books.push({
        id: snapshot.id,
        title,
        newPrice,
        ...(generation ? { generation } : {}),
        ...(publishedOn === undefined ? {} : { publishedOn }),
      });
    } else missing.push(snapshot.id);
  }
  if (missing.length > 0) throw new InvalidReference(unavailableBooksMessage(missing));
  return books;
}
