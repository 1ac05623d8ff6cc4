import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { formatDollars } from "@bookstore/shared/core/money.ts";

import { ADMIN_TEXT } from "../../shared/utils/admin-messages";

import { DeleteBookButton } from "./delete-book-button";
import { StockCell } from "./stock-cell";

interface BooksTableProps {
  books: readonly Book[];
  /** The '#' of the first row (pages after the first continue the count). */
  firstNumber: number;
  caption: string;
}

const cellClass = "px-3 py-2 align-top";

/**
 * 'All Books': #, Book Title, Category, Price, Stock and the Edit and Delete actions; # and
 * Category from the lg breakpoint, where the dashboard's side nav leaves them room.
 */
export function BooksTable({ books, firstNumber, caption }: BooksTableProps) {
  return (
    <table data-testid="books-table" className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100 text-slate-700">
        <tr>
          <th scope="col" className={`${cellClass} hidden w-12 lg:table-cell`}>
            #
          </th>
          <th scope="col" className={cellClass}>
            Book Title
          </th>
          <th scope="col" className={`${cellClass} hidden w-28 lg:table-cell`}>
            Category
          </th>
          <th scope="col" className={`${cellClass} w-20 sm:w-24`}>
            Price
          </th>
          <th scope="col" className={`${cellClass} w-16 sm:w-24`}>
            {ADMIN_TEXT.stockColumn}
          </th>
          <th scope="col" className={`${cellClass} w-24 sm:w-40`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {books.map((book, index) => (
          <tr key={book._id} data-testid="book-row" className="border-t border-slate-200">
            <td className={`${cellClass} hidden text-slate-600 lg:table-cell`}>
              {firstNumber + index}
            </td>
            <th scope="row" className={`${cellClass} font-medium break-words text-slate-900`}>
              {book.title}
            </th>
            <td className={`${cellClass} hidden capitalize lg:table-cell`}>{book.category}</td>
            <td className={cellClass}>{formatDollars(book.newPrice)}</td>
            <td className={cellClass}>
              <StockCell stock={book.stock} />
            </td>
            <td className={cellClass}>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={paths.editBook(book._id)}
                  aria-label={`Edit ${book.title}`}
                  className="rounded-md border border-blue-700 px-3 py-1 text-sm font-semibold text-blue-700 hover:bg-blue-50"
                >
                  Edit
                </Link>
                <DeleteBookButton book={book} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
