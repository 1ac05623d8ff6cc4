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
import { fromRef } from "rxfire/firestore";
import { filter, map, type Observable } from "rxjs";

import { firestore } from "@/lib/firebase";
import { bookFromDocument, type BookDocument } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import type { ListPosition } from "@bookstore/shared/books/recommended.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export const booksCollection = collection(firestore, COLLECTIONS.books).withConverter(
  typedConverter<BookDocument<Timestamp>>(),
);

export function bookRef(id: string) {
  return doc(booksCollection, id);
}

/** The `count` books after one book in the catalogue's list order (newest first). */
export function newestBooksAfterQuery(
  after: ListPosition<Timestamp>,
  count: number,
): Query<BookDocument<Timestamp>> {
  return query(
    booksCollection,
    orderBy("createdAt", "desc"),
    orderBy(documentId(), "desc"),
    startAfter(after.createdAt, after.bookId),
    limit(count),
  );
}

/** The newest books of one category. */
export function categoryBooksQuery(
  category: string,
  count: number,
): Query<BookDocument<Timestamp>> {
  return query(
    booksCollection,
    where("category", "==", category),
    orderBy("createdAt", "desc"),
    limit(count),
  );
}

/** Up to 30 books by id (Firestore's `in` limit). */
export function booksByIdQuery(ids: readonly string[]): Query<BookDocument<Timestamp>> {
  return query(booksCollection, where(documentId(), "in", ids.slice(0, 30)));
}

/**
 * One book, live, as the server confirms it (null: no such book). Only states the server has confirmed pass: a snapshot the SDK takes from its own cache
 * first may lack the book or be stale, and the page already shows the API's answer. The listener
 * runs while someone subscribes.
 */
export function confirmedBook(id: string): Observable<Book | null> {
  return fromRef(bookRef(id), { includeMetadataChanges: true }).pipe(
    filter((snapshot) => !snapshot.metadata.fromCache),
    map((snapshot) => {
      const stored = snapshot.data();
      return stored ? bookFromDocument(snapshot.id, stored) : null;
    }),
  );
}

/** A query's books, live, as the server confirms them (see confirmedBook). */
export function confirmedBooks(booksQuery: Query<BookDocument<Timestamp>>): Observable<Book[]> {
  return fromRef(booksQuery, { includeMetadataChanges: true }).pipe(
    filter((snapshot) => !snapshot.metadata.fromCache),
    map((snapshot) => snapshot.docs.map((each) => bookFromDocument(each.id, each.data()))),
  );
}
