import { useMemo } from "react";

import { booksByIdQuery } from "@/books/api/books-collection";
import { useBooks } from "@/books/hooks/use-books";
import { type BooksState } from "@/books/utils/books-state";

import { inIdOrder } from "../utils/in-id-order";

/** Books by id (1 to 30 ids), in the order of `ids`; ids the catalogue no longer has are left out. */
export function useBooksInOrder(ids: readonly string[]): BooksState {
  const booksQuery = useMemo(() => booksByIdQuery(ids), [ids]);
  const state = useBooks(booksQuery);
  return useMemo(
    (): BooksState =>
      state.status === "success" ? { ...state, books: inIdOrder(state.books, ids) } : state,
    [state, ids],
  );
}
