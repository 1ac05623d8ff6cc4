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

/** Books whose title or author contains any of the terms (see bookSearchTerms). */
export function searchBooksQuery(
  terms: readonly string[],
  count: number,
): Query<BookDocument<Timestamp>> {
  return query(
    booksCollection,
    where("searchTerms", "array-contains-any", [...terms]),
    limit(count),
  );
}

/** Up to 30 books by id (Firestore's `in` limit). */
export function booksByIdQuery(ids: readonly string[]): Query<BookDocument<Timestamp>> {
  return query(booksCollection, where(documentId(), "in", ids.slice(0, 30)));
}

/** What a live listener hears: each new value, or the error that ends it. */
interface BooksListener<T> {
  next: (value: T) => void;
  error: (error: Error) => void;
}

/**
 * Follows one book live (undefined: no such book). Metadata changes are heard too, as reactfire
 * hears them, so a snapshot the SDK first took from its cache is followed by the server's.
 */
export function followBook(id: string, listener: BooksListener<Book | undefined>): Unsubscribe {
  return onSnapshot(
    bookRef(id),
    { includeMetadataChanges: true },
    (snapshot) => {
      const stored = snapshot.data();
      listener.next(stored && bookFromDocument(snapshot.id, stored));
    },
    listener.error,
  );
}

/** Follows a query's books live; `fromCache`: the SDK's cache answered, not yet the server. */
export function followBooks(
  booksQuery: Query<BookDocument<Timestamp>>,
  listener: BooksListener<{ books: Book[]; fromCache: boolean }>,
): Unsubscribe {
  return onSnapshot(
    booksQuery,
    { includeMetadataChanges: true },
    (snapshot) => {
      listener.next({
        books: snapshot.docs.map((each) => bookFromDocument(each.id, each.data())),
        fromCache: snapshot.metadata.fromCache,
      });
    },
    listener.error,
  );
}
