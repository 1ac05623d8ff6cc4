import { useDeferredValue, type ReactNode } from "react";

import { BookCard } from "@/books/components/book-card";
import type { Book } from "@bookstore/shared/books/books-api.ts";

import { CATALOGUE_MESSAGES as M } from "../utils/catalogue-messages";
import { FIRST_SCREEN_CARDS } from "../utils/catalogue-page";

/** Cards in the first render: two rows of the widest grid, more than any first screen shows. */
const FIRST_RENDER_CARDS = 6;

interface CatalogueGridProps {
  books: readonly Book[];
  /** Shown under the cards once they are all there (the pager). */
  children: ReactNode;
}

/**
 * A page's cards. A long page renders its first screen's cards with the page and the rest in a
 * deferred render, so no first render is one long task on a slow phone; meanwhile the list holds
 * the screen, so nothing below it moves into view and out again.
 */
export function CatalogueGrid({ books, children }: CatalogueGridProps) {
  const split = books.length > 2 * FIRST_RENDER_CARDS;
  const count = useDeferredValue(books.length, split ? FIRST_RENDER_CARDS : books.length);
  const pending = count < books.length;
  return (
    <>
      <ul
        className={`grid content-start gap-6 md:grid-cols-2 xl:grid-cols-3${pending ? " min-h-screen" : ""}`}
        aria-label={M.results}
      >
        {books.slice(0, count).map((book, index) => (
          <li key={book._id}>
            <BookCard book={book} priority={index < FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </ul>
      {!pending && children}
    </>
  );
}
