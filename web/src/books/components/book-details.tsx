import { displayAuthor } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { formatDate } from "@bookstore/shared/format/date.ts";

import { BookActionSlot } from "./book-action";
import { BookCover } from "./book-cover";
import { BookPrice } from "./book-price";
import { BookRating } from "./book-rating";
import { BookStock } from "./book-stock";

/** The single book page's content. */
export function BookDetails({ book }: { book: Book }) {
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8 md:flex-row">
      <BookCover
        coverImage={book.coverImage}
        title={book.title}
        className="h-96 w-64 self-center rounded object-cover shadow-lg md:self-start"
        priority
      />
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{book.title}</h1>
        <BookRating book={book} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
          <dt className="font-semibold">Author:</dt>
          <dd>{displayAuthor(book.author)}</dd>
          <dt className="font-semibold">Published:</dt>
          <dd>
            <time dateTime={book.createdAt}>{formatDate(book.createdAt)}</time>
          </dd>
          {book.isbn ? (
            <>
              <dt className="font-semibold">ISBN:</dt>
              <dd>{book.isbn}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Category:</dt>
          <dd className="capitalize">{book.category}</dd>
        </dl>
        <p className="whitespace-pre-line text-slate-800">{book.description}</p>
        <BookPrice newPrice={book.newPrice} oldPrice={book.oldPrice} />
        <BookStock book={book} />
        <BookActionSlot book={book} className="self-start" onPage />
      </div>
    </article>
  );
}
