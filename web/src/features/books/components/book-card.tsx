import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { previewDescription, type Book } from "@shared/book.ts";
import { formatPrice } from "@shared/money.ts";

import { BookCover } from "./book-cover";

export function BookCard({ book }: { book: Book }) {
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 p-4" data-testid="book-card">
      <Link to={paths.book(book._id)} className="shrink-0">
        <BookCover
          coverImage={book.coverImage}
          title={book.title}
          className="h-48 w-32 rounded object-cover shadow"
        />
      </Link>
      <div className="flex flex-col gap-2">
        <Link to={paths.book(book._id)} className="text-lg font-semibold hover:text-blue-700">
          <h3>{book.title}</h3>
        </Link>
        <p className="text-sm text-slate-600">{previewDescription(book.description)}</p>
        <p className="font-medium">
          ${formatPrice(book.newPrice)}{" "}
          <span className="ml-1 text-slate-500 line-through">${formatPrice(book.oldPrice)}</span>
        </p>
      </div>
    </article>
  );
}
