import {
  collection,
  doc,
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type Timestamp,
  type Unsubscribe,
} from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import { bookFromDocument, type Book, type BookDocument } from "@shared/book.ts";
import { COLLECTIONS } from "@shared/collections.ts";
import type { ListPosition } from "@shared/recommended.ts";
import { typedConverter } from "@shared/typed-converter.ts";

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

/** What a live listener hears: each new value, or the error that ends it. */
export interface BooksListener<T> {
  next: (value: T) => void;
  error: (error: Error) => void;
}

/**
 * Follows one book live (undefined: no such book). Only states the server has confirmed are
 * heard: a snapshot the SDK takes from its own cache first may lack the book or be stale, and
 * the page already shows the API's answer.
 */
export function followBook(id: string, listener: BooksListener<Book | undefined>): Unsubscribe {
  return onSnapshot(
    bookRef(id),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (snapshot.metadata.fromCache) return;
      const stored = snapshot.data();
      listener.next(stored && bookFromDocument(snapshot.id, stored));
    },
    listener.error,
  );
}

/** Follows a query's books live, as the server confirms them (see followBook). */
export function followBooks(
  booksQuery: Query<BookDocument<Timestamp>>,
  listener: BooksListener<Book[]>,
): Unsubscribe {
  return onSnapshot(
    booksQuery,
    { includeMetadataChanges: true },
    (snapshot) => {
      if (snapshot.metadata.fromCache) return;
      listener.next(snapshot.docs.map((each) => bookFromDocument(each.id, each.data())));
    },
    listener.error,
  );
}
