import { Stars } from "@/components/ui/stars";
import type { Book } from "@bookstore/shared/books/books-api.ts";

/** The book's average stars and how many reviews give it, as last rolled up. */
export function BookRating({ book }: { book: Pick<Book, "ratingCount" | "ratingAverage"> }) {
  if (book.ratingCount === 0) {
    return (
      <p className="text-sm text-slate-500" data-testid="book-rating">
        No reviews yet
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700" data-testid="book-rating">
      <Stars value={book.ratingAverage} />
      <span>
        {book.ratingAverage.toFixed(1)} ({book.ratingCount}{" "}
        {book.ratingCount === 1 ? "review" : "reviews"})
      </span>
    </p>
  );
}
