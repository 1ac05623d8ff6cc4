import type { Book } from "@bookstore/shared/books/books-api.ts";

/** Whether two lists hold the same books with the same data, in the same order. */
export function sameBooks(a: readonly Book[], b: readonly Book[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}
