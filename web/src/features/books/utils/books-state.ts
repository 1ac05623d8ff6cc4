import type { Book } from "@shared/book.ts";

/** Books being read: loading, failed, or loaded. */
export type BooksState =
  | { status: "loading" }
  | { status: "error"; error: Error }
  /** `confirmed`: the server answered; false while the SDK shows what its cache holds. */
  | { status: "success"; books: Book[]; confirmed: boolean };

/** The state of books that could not be read. */
export function booksFailed(error: Error | undefined): BooksState {
  return { status: "error", error: error ?? new Error("Unknown error") };
}
