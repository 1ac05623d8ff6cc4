import type { UseQueryResult } from "@tanstack/react-query";

import type { Book } from "@bookstore/shared/books/books-api.ts";

/** Books being read: loading, failed, or loaded. */
export type BooksState =
  | { status: "loading" }
  | { status: "error"; error: Error }
  /** `confirmed`: the server answered; false while the SDK shows what its cache holds. */
  | { status: "success"; books: Book[]; confirmed: boolean };

export const BOOKS_LOADING: BooksState = { status: "loading" };

/** The state of books that could not be read (whatever was thrown or rejected). */
export function booksFailed(error: unknown): BooksState {
  return { status: "error", error: error instanceof Error ? error : new Error("Unknown error") };
}

/** The state of books the server has answered with. */
export function booksLoaded(books: Book[]): BooksState {
  return { status: "success", books, confirmed: true };
}

/** A query of books as the carousels and grids show it. */
export function booksStateOf(result: UseQueryResult<Book[]>): BooksState {
  if (result.isSuccess) return booksLoaded(result.data);
  if (result.isError) return booksFailed(result.error);
  return BOOKS_LOADING;
}
