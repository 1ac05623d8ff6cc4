import { useDeferredValue, useMemo } from "react";

import { Carousel, CarouselPlaceholder } from "@/components/ui/carousel";
import { slidesPerViewAt } from "@/components/ui/carousel-layout";
import type { Book } from "@bookstore/shared/books/books-api.ts";

import type { BooksState } from "../utils/books-state";

import { BookCard } from "./book-card";

interface BookCarouselProps {
  books: BooksState;
  label: string;
  /** Reorders the loaded books, e.g. to shuffle them. */
  arrange?: (books: Book[]) => Book[];
  /** The page's first carousel: the covers of its first view are fetched at once. */
  priority?: boolean;
}

export function BookCarousel({
  books: latest,
  label,
  arrange,
  priority = false,
}: BookCarouselProps) {
  // reactfire hands over a snapshot synchronously; the cards it brings render in the background,
  // in slices the browser can interrupt, instead of in one long task.
  const books = useDeferredValue(latest);
  const items = useMemo(
    () => (books.status === "success" ? (arrange ? arrange(books.books) : books.books) : []),
    [books, arrange],
  );
  if (books.status === "loading") {
    return <CarouselPlaceholder label={label} firstScreen={priority} />;
  }
  if (books.status === "error") {
    return (
      <p role="alert" className="text-red-700">
        Could not load {label}.
      </p>
    );
  }
  if (items.length === 0) return <p className="text-slate-600">No books here yet.</p>;
  // Only the covers of the slides in view: the others would share a phone's bandwidth with them.
  const firstView = priority ? slidesPerViewAt(window.innerWidth) : 0;
  return (
    <Carousel
      label={label}
      items={items}
      getKey={(book) => book._id}
      renderItem={(book, index) => <BookCard book={book} priority={index < firstView} />}
    />
  );
}
