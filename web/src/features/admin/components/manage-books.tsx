import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";

import { paths } from "@/config/paths";
import { searchBooksQuery, useBooks, rankStoreMatches } from "@/features/books";
import { queryTerms } from "@shared/book-search.ts";

import { ADMIN_TEXT } from "../utils/admin-messages";

import { BooksFailed, BooksLoading } from "./books-status";
import { BooksTable } from "./books-table";
import { PagedBooks } from "./paged-books";

const SEARCH_LIMIT = 100;

const linkClass = "font-medium text-blue-700 hover:underline";

/**
 * /dashboard/manage-books: the whole catalogue a page at a time, the low-stock books
 * (`?stock=low`), or the header search's matches (`?q=`).
 */
export function ManageBooks() {
  const [params] = useSearchParams();
  const search = params.get("q")?.trim() ?? "";
  const lowStock = search === "" && params.get("stock") === "low";
  return (
    <section
      aria-labelledby="all-books-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="all-books-heading" className="text-lg font-semibold">
          {lowStock ? ADMIN_TEXT.lowStockHeading : ADMIN_TEXT.allBooksHeading}
        </h2>
        {search !== "" && (
          <p className="text-sm text-slate-700">
            Matching “{search}” · <ShowAllBooks />
          </p>
        )}
        {lowStock && (
          <p className="text-sm text-slate-700">
            {ADMIN_TEXT.lowStockNote} · <ShowAllBooks />
          </p>
        )}
        {search === "" && !lowStock && (
          <Link to={paths.manageBooksLowStock} className={`text-sm ${linkClass}`}>
            {ADMIN_TEXT.showLowStock}
          </Link>
        )}
      </div>
      {search !== "" ? (
        <MatchingBooks search={search} />
      ) : (
        // Keyed: the other list starts again at its first page.
        <PagedBooks key={lowStock ? "low" : "all"} view={lowStock ? "low-stock" : "all"} />
      )}
    </section>
  );
}

function ShowAllBooks() {
  return (
    <Link to={paths.manageBooks} className={linkClass}>
      {ADMIN_TEXT.showAllBooks}
    </Link>
  );
}

/** The header search's matches: books whose title or author has a word of the query, live. */
function MatchingBooks({ search }: { search: string }) {
  const terms = useMemo(() => queryTerms(search), [search]);
  if (terms.length === 0) {
    return (
      <p className="px-4 py-6 text-slate-700">Type at least two letters of a title or author.</p>
    );
  }
  return <MatchingBooksList terms={terms} search={search} />;
}

function MatchingBooksList({ terms, search }: { terms: readonly string[]; search: string }) {
  const booksQuery = useMemo(() => searchBooksQuery(terms, SEARCH_LIMIT), [terms]);
  const books = useBooks(booksQuery);
  const ranked = useMemo(
    () => (books.status === "success" ? rankStoreMatches(books.books, terms) : []),
    [books, terms],
  );
  if (books.status === "loading") return <BooksLoading />;
  if (books.status === "error") return <BooksFailed />;
  if (ranked.length === 0) {
    return <p className="px-4 py-6 text-slate-700">No books match “{search}”.</p>;
  }
  return <BooksTable books={ranked} firstNumber={1} caption={`Books matching ${search}`} />;
}
