import { useMemo } from "react";

import { newestBooksQuery } from "@/features/books/api/books-collection";
import { BookCard } from "@/features/books/components/book-card";
import { useBooks } from "@/features/books/hooks/use-books";

const NEWEST_BOOKS_SHOWN = 20;

export function HomeRoute() {
  const booksQuery = useMemo(() => newestBooksQuery(NEWEST_BOOKS_SHOWN), []);
  const books = useBooks(booksQuery);

  return (
    <section aria-labelledby="new-releases">
      <h2 id="new-releases" className="mb-6 text-2xl font-bold">
        New Releases This Week
      </h2>
      {books.status === "loading" && <p role="status">Loading..</p>}
      {books.status === "error" && <p role="alert">{books.error.message}</p>}
      {books.status === "success" && (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {books.books.map((book) => (
            <BookCard key={book._id} book={book} />
          ))}
        </div>
      )}
    </section>
  );
}
