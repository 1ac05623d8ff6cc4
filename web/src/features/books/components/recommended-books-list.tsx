import { useMemo } from "react";

import { newestBooksQuery } from "../api/books-collection";
import { useBooks, type BooksState } from "../hooks/use-books";

import { BookCarousel } from "./book-carousel";

/** Books at positions `first` to `last` of the catalogue's list order. Loads Firestore. */
export function RecommendedBooksList({ first, last }: { first: number; last: number }) {
  const booksQuery = useMemo(() => newestBooksQuery(last + 1), [last]);
  const all = useBooks(booksQuery);
  const recommended = useMemo(
    (): BooksState =>
      all.status === "success" ? { ...all, books: all.books.slice(first, last + 1) } : all,
    [all, first, last],
  );
  return <BookCarousel books={recommended} label="recommended books" />;
}
