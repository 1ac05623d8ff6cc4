import { randomUUID } from "node:crypto";

import type { Timestamp } from "firebase-admin/firestore";

import { bookSearchTerms } from "@bookstore/shared/books/book-search.ts";
import { isOnSale, NO_RATINGS, type BookFields } from "@bookstore/shared/books/book.ts";

import type { StoredBook } from "./collections/books.ts";

/** A new book's generation: random, so no two books written under one id share one. */
export function newBookGeneration(): string {
  return randomUUID();
}

/**
 * A new book as the store writes it (the API's create, the catalogue import, the seed): every
 * derived field as the store computes it, no sales and no ratings yet, and a generation of its
 * own, so the completeBookWrites trigger has nothing to add.
 */
export function newBookDocument(
  fields: BookFields,
  { stock, createdAt }: { stock: number; createdAt: Timestamp },
): StoredBook {
  return {
    ...fields,
    sold: 0,
    stock,
    onSale: isOnSale(fields),
    searchTerms: bookSearchTerms(fields.title, fields.author),
    ...NO_RATINGS,
    createdAt,
    updatedAt: createdAt,
    generation: newBookGeneration(),
  };
}
