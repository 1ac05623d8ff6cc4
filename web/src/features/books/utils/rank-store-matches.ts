import { bookSearchTerms } from "@shared/book-search.ts";
import type { Book } from "@shared/book.ts";

function matchedTermCount(book: Book, terms: readonly string[]): number {
  const words = new Set(bookSearchTerms(book.title, book.author));
  return terms.filter((term) => words.has(term)).length;
}

/** The store's matches, best first: most query terms in the title and author, then newest. */
export function rankStoreMatches(books: readonly Book[], terms: readonly string[]): Book[] {
  return books
    .map((book) => ({ book, matched: matchedTermCount(book, terms) }))
    .sort(
      (a, b) =>
        b.matched - a.matched || Date.parse(b.book.createdAt) - Date.parse(a.book.createdAt),
    )
    .map(({ book }) => book);
}
