import { useMemo } from "react";

import { searchBooksQuery, useBooks, type BooksState, rankStoreMatches } from "@/features/books";

export const STORE_MATCHES_SHOWN = 12;

/** The store's own books matching the query terms (at least one term), ranked. */
export function useStoreMatches(terms: readonly string[]): BooksState {
  const booksQuery = useMemo(() => searchBooksQuery(terms, STORE_MATCHES_SHOWN), [terms]);
  const books = useBooks(booksQuery);
  return useMemo(
    () =>
      books.status === "success"
        ? { ...books, books: rankStoreMatches(books.books, terms) }
        : books,
    [books, terms],
  );
}
