import type { Book } from "@bookstore/shared/books/books-api.ts";
import { coverUrl } from "@bookstore/shared/books/cover-url.ts";

/** The covers of a listing's first screen, as the page preloads them: its first `count` books'. */
export function coverPreloads(books: readonly Pick<Book, "coverImage">[], count: number): string[] {
  return books.slice(0, count).map((book) => coverUrl(book.coverImage));
}
