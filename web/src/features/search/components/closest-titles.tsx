import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { displayAuthor } from "@bookstore/shared/books/book.ts";
import type { BookSuggestion } from "@bookstore/shared/books/books-api.ts";

import { SEARCH_MESSAGES as M } from "../utils/search-messages";

/** The titles nearest a query that found nothing, each a link to its book's page. */
export function ClosestTitles({ books }: { books: readonly BookSuggestion[] }) {
  if (books.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="closest-titles">
      <p className="font-medium">{M.closestTitles}</p>
      <ul className="flex flex-col gap-1">
        {books.map((book) => (
          <li key={book._id}>
            <Link
              to={paths.book(book._id)}
              className="text-blue-700 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              {book.title}
            </Link>{" "}
            <span className="text-sm text-slate-600">by {displayAuthor(book.author)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
