import {
  collection,
  doc,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type Timestamp,
} from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import { typedConverter } from "@/lib/typed-converter";
import type { BookDocument } from "@shared/book.ts";
import { COLLECTIONS } from "@shared/collections.ts";
import type { ListPosition } from "@shared/recommended.ts";

export type StoredBook = BookDocument<Timestamp>;

export const booksCollection = collection(firestore, COLLECTIONS.books).withConverter(
  typedConverter<StoredBook>(),
);

export function bookRef(id: string) {
  return doc(booksCollection, id);
}

/** The `count` books after one book in the catalogue's list order (newest first). */
export function newestBooksAfterQuery(
  after: ListPosition<Timestamp>,
  count: number,
): Query<StoredBook> {
  return query(
    booksCollection,
    orderBy("createdAt", "desc"),
    orderBy(documentId(), "desc"),
    startAfter(after.createdAt, after.bookId),
    limit(count),
  );
}

/** Best sellers: most units sold, then newest; optionally one category. */
export function topSellersQuery(count: number, category?: string): Query<StoredBook> {
  const order = [orderBy("sold", "desc"), orderBy("createdAt", "desc"), limit(count)] as const;
  return category
    ? query(booksCollection, where("category", "==", category), ...order)
    : query(booksCollection, ...order);
}

/** The newest books of one category. */
export function categoryBooksQuery(category: string, count: number): Query<StoredBook> {
  return query(
    booksCollection,
    where("category", "==", category),
    orderBy("createdAt", "desc"),
    limit(count),
  );
}

/** Books whose title or author contains any of the terms (see bookSearchTerms). */
export function searchBooksQuery(terms: readonly string[], count: number): Query<StoredBook> {
  return query(
    booksCollection,
    where("searchTerms", "array-contains-any", [...terms]),
    limit(count),
  );
}

/** Up to 30 books by id (Firestore's `in` limit). */
export function booksByIdQuery(ids: readonly string[]): Query<StoredBook> {
  return query(booksCollection, where(documentId(), "in", ids.slice(0, 30)));
}
