import { BookCard } from "@/books/components/book-card";

import { useBooksInOrder } from "../hooks/use-books-in-order";

import { LIBRARY_MESSAGES } from "./library-messages";
import { NoBooksYet } from "./no-books-yet";

export function BooksById({ ids }: { ids: readonly string[] }) {
  const books = useBooksInOrder(ids);

  if (books.status === "loading") return <p role="status">{LIBRARY_MESSAGES.loading}</p>;
  if (books.status === "error") return <p role="alert">{LIBRARY_MESSAGES.loadFailed}</p>;
  if (books.books.length === 0) return <NoBooksYet />;
  return (
    <ul className="grid gap-6 xl:grid-cols-2">
      {books.books.map((book) => (
        <li key={book._id}>
          <BookCard book={book} />
        </li>
      ))}
    </ul>
  );
}
