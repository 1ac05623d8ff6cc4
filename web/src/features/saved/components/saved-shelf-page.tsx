import { useMemo } from "react";

import { booksByIdQuery } from "@/books/api/books-collection";
import { BookCard } from "@/books/components/book-card";
import { useBooks } from "@/books/hooks/use-books";
import { onSaleSinceSaved, savedShelf } from "@bookstore/shared/library/saved.ts";

import type { SavedBook } from "../api/saved-collection";

import { SAVED_MESSAGES } from "./saved-messages";

/**
 * One page of the shelf: its saves' books, read by id (at most a page, under `in`'s limit of 30)
 * and followed live, so each shows its current price, old price and stock. A book the catalogue
 * no longer has drops out.
 */
export function SavedShelfPage({ saves }: { saves: readonly SavedBook[] }) {
  // The ids as one string ("/" is never in an id): a new snapshot of the same saves keeps the
  // query, and with it reactfire's listener.
  const idsKey = saves.map(({ bookId }) => bookId).join("/");
  const booksQuery = useMemo(() => booksByIdQuery(idsKey.split("/")), [idsKey]);
  const books = useBooks(booksQuery);

  if (books.status === "loading") return <p role="status">{SAVED_MESSAGES.loading}</p>;
  if (books.status === "error") return <p role="alert">{SAVED_MESSAGES.loadFailed}</p>;
  return (
    <ul className="grid gap-6 xl:grid-cols-2">
      {savedShelf(saves, books.books).map(({ save, book }) => (
        <li key={book._id} className="flex flex-col gap-1">
          <BookCard book={book} />
          {onSaleSinceSaved(save.price, book.newPrice) && (
            <p className="text-sm font-semibold text-green-800">
              {SAVED_MESSAGES.onSaleSinceSaved}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
