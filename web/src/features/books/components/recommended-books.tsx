import { useMemo } from "react";

import { newestBooksQuery } from "../api/books-collection";
import { useBooks, type BooksState } from "../hooks/use-books";

import { BookCarousel } from "./book-carousel";

/** SPEC: books at positions 8 to 27 of the catalogue's list order. */
const FIRST = 8;
const LAST = 27;

export function RecommendedBooks() {
  const booksQuery = useMemo(() => newestBooksQuery(LAST + 1), []);
  const all = useBooks(booksQuery);
  const recommended = useMemo(
    (): BooksState =>
      all.status === "success" ? { ...all, books: all.books.slice(FIRST, LAST + 1) } : all,
    [all],
  );

  return (
    <section aria-labelledby="recommended-heading" className="flex flex-col gap-6">
      <h2 id="recommended-heading" className="text-2xl font-bold">
        Recommended for you
      </h2>
      <div data-testid="recommended">
        <BookCarousel books={recommended} label="recommended books" />
      </div>
    </section>
  );
}
