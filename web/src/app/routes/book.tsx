import { useParams } from "react-router-dom";

import { Spinner } from "@/components/ui/spinner";
import { BookCover } from "@/features/books/components/book-cover";
import { BookPrice } from "@/features/books/components/book-price";
import { useBook } from "@/features/books/hooks/use-book";
import { AddToCartButton } from "@/features/cart/components/add-to-cart-button";
import { calendarDate } from "@/lib/calendar-date";
import { displayAuthor } from "@shared/book.ts";
import { MESSAGES } from "@shared/messages.ts";

export function BookRoute() {
  const { id = "" } = useParams();
  const state = useBook(id);

  if (state.status === "loading") return <Spinner label="Loading book" />;
  if (state.status !== "success") {
    return (
      <p role="alert" className="py-16 text-center text-lg text-red-700">
        {MESSAGES.bookLoadFailed}
      </p>
    );
  }

  const { book } = state;
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
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
          <dt className="font-semibold">Author:</dt>
          <dd>{displayAuthor(book.author)}</dd>
          <dt className="font-semibold">Published:</dt>
          <dd>
            <time dateTime={book.createdAt}>{calendarDate(new Date(book.createdAt))}</time>
          </dd>
          <dt className="font-semibold">Category:</dt>
          <dd className="capitalize">{book.category}</dd>
        </dl>
        <p className="whitespace-pre-line text-slate-800">{book.description}</p>
        <BookPrice newPrice={book.newPrice} oldPrice={book.oldPrice} />
        <AddToCartButton bookId={book._id} className="self-start" />
      </div>
    </article>
  );
}
