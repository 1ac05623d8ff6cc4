// The books feature's public entry: what other features may use (see eslint.config.js).
export { bookRef, booksByIdQuery, booksCollection, confirmedBooks } from "./api/books-collection";
export { bookQueryOptions } from "./api/get-book";
export { useLiveBookList } from "./api/list-books";
export { BookCard } from "./components/book-card";
export { BookCover } from "./components/book-cover";
export { useBooks } from "./hooks/use-books";
export { BOOKS_LOADING, booksFailed, booksStateOf, type BooksState } from "./utils/books-state";
export { coverUrl, FALLBACK_COVER } from "./utils/cover-url";
