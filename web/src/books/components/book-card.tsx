import { Link } from "react-router-dom";

import { imageBoxClasses } from "@/components/ui/image-box";
import { paths } from "@/config/paths";
import { previewDescription } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";

import { BookActionSlot } from "./book-action";
import { BookCover } from "./book-cover";
import { BookPrice } from "./book-price";
import { BookRating } from "./book-rating";
import { BookStock } from "./book-stock";

interface BookCardProps {
  book: Book;
  /** In the page's first screen: its cover is fetched at once, ahead of other images. */
  priority?: boolean;
}

export function BookCard({ book, priority = false }: BookCardProps) {
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row"
      data-testid="book-card"
    >
      <Link
        to={paths.book(book._id)}
        className={`${imageBoxClasses({ eager: priority })} h-56 w-40 self-center sm:self-start`}
      >
        <BookCover
          coverImage={book.coverImage}
          title={book.title}
          priority={priority}
          className="h-56 w-40 rounded object-cover shadow"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-lg font-semibold">
          <Link to={paths.book(book._id)} className="hover:text-blue-700 hover:underline">
            {book.title}
          </Link>
        </h3>
        <BookRating book={book} />
        <p className="text-sm text-slate-600">{previewDescription(book.description)}</p>
        {/* One line where it fits, so the stock adds no height to a card in a carousel. */}
        <div className="flex flex-wrap items-baseline gap-x-3">
          <BookPrice newPrice={book.newPrice} oldPrice={book.oldPrice} />
          <BookStock book={book} />
        </div>
        <BookActionSlot book={book} className="mt-auto self-start" />
      </div>
    </article>
  );
}
