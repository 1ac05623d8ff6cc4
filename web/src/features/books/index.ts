// The books feature's public entry: what other features may use (see eslint.config.js).
export { booksByIdQuery, searchBooksQuery } from "./api/books-collection";
export { bookQueryKey, fetchBook } from "./api/get-book";
export { BookCard } from "./components/book-card";
export { BookCover } from "./components/book-cover";
export { useBooks } from "./hooks/use-books";
export type { BooksState } from "./utils/books-state";
export { FALLBACK_COVER } from "./utils/cover-url";
export { rankStoreMatches } from "./utils/rank-store-matches";
