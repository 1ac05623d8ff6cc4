import type { Query } from "firebase/firestore";
import { useMemo } from "react";
import { useFirestoreCollection } from "reactfire";

import { bookFromDocument, type Book } from "@shared/book.ts";

import type { StoredBook } from "../api/books-collection";

export type BooksState =
  | { status: "loading" }
  | { status: "error"; error: Error }
  /** `confirmed`: the server answered; false while the SDK shows what its cache holds. */
  | { status: "success"; books: Book[]; confirmed: boolean };

/** The state of books that could not be read. */
export function booksFailed(error: Error | undefined): BooksState {
  return { status: "error", error: error ?? new Error("Unknown error") };
}

/** Live books of a query, through reactfire (non-suspense: reactfire issue 793). */
export function useBooks(booksQuery: Query<StoredBook>): BooksState {
  const { status, data, error } = useFirestoreCollection(booksQuery, { suspense: false });
  return useMemo((): BooksState => {
    if (status === "error") return booksFailed(error);
    if (status === "loading") return { status };
    return {
      status,
      books: data.docs.map((doc) => bookFromDocument(doc.id, doc.data())),
      confirmed: !data.metadata.fromCache,
    };
  }, [status, data, error]);
}
