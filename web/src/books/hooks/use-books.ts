import type { Query, Timestamp } from "firebase/firestore";
import { useMemo } from "react";
import { useFirestoreCollection } from "reactfire";

import { bookFromDocument, type BookDocument } from "@bookstore/shared/books/book.ts";

import { booksFailed, type BooksState } from "../utils/books-state";

/** Live books of a query, through reactfire (non-suspense: reactfire issue 793). */
export function useBooks(booksQuery: Query<BookDocument<Timestamp>>): BooksState {
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
