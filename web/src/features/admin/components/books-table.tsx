import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import type { Book } from "@shared/book.ts";

import { dollars } from "../utils/figures";

import { DeleteBookButton } from "./delete-book-button";

interface BooksTableProps {
  books: readonly Book[];
  /** The '#' of the first row (pages after the first continue the count). */
  firstNumber: number;
  caption: string;
}

const cellClass = "px-3 py-2 align-top";

/** 'All Books': #, Book Title, Category, Price and the Edit and Delete actions. */
export function BooksTable({ books, firstNumber, caption }: BooksTableProps) {
  return (
    <table data-testid="books-table" className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100 text-slate-700">
        <tr>
          <th scope="col" className={`${cellClass} hidden w-12 sm:table-cell`}>
            #
          </th>
          <th scope="col" className={cellClass}>
            Book Title
          </th>
          <th scope="col" className={`${cellClass} hidden w-28 sm:table-cell`}>
            Category
          </th>
          <th scope="col" className={`${cellClass} w-20 sm:w-24`}>
            Price
          </th>
          <th scope="col" className={`${cellClass} w-32 sm:w-40`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {books.map((book, index) => (
          <tr key={book._id} data-testid="book-row" className="border-t border-slate-200">
            <td className={`${cellClass} hidden text-slate-600 sm:table-cell`}>
              {firstNumber + index}
            </td>
            <th scope="row" className={`${cellClass} font-medium break-words text-slate-900`}>
              {book.title}
            </th>
            <td className={`${cellClass} hidden capitalize sm:table-cell`}>{book.category}</td>
            <td className={cellClass}>{dollars(book.newPrice)}</td>
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
