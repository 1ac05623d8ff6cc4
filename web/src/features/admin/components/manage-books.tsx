import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";

import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { searchBooksQuery, useBooks, rankStoreMatches } from "@/features/books";
import { queryTerms } from "@shared/book-search.ts";

import { BOOKS_PAGE_SIZE, useBooksPage } from "../api/admin-books";
import { ADMIN_TEXT } from "../utils/admin-messages";

import { BooksTable } from "./books-table";

const SEARCH_LIMIT = 100;

const pagerButtonClass =
  "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-50";

/** /dashboard/manage-books: the whole catalogue a page at a time, or the header search's matches. */
export function ManageBooks() {
  const [params] = useSearchParams();
  const search = params.get("q")?.trim() ?? "";
  return (
    <section
      aria-labelledby="all-books-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="all-books-heading" className="text-lg font-semibold">
          All Books
        </h2>
        {search !== "" && (
          <p className="text-sm text-slate-700">
            Matching “{search}” ·{" "}
            <Link to={paths.manageBooks} className="font-medium text-blue-700 hover:underline">
              Show all books
            </Link>
          </p>
        )}
      </div>
      {search === "" ? <PagedBooks /> : <MatchingBooks search={search} />}
    </section>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading the books" />
    </div>
  );
}

function Failed() {
  return (
    <p role="alert" className="px-4 py-6 text-red-800">
      {ADMIN_TEXT.booksLoadFailed}
    </p>
  );
}

/** Newest first, BOOKS_PAGE_SIZE a page, with the API's cursors (bounded however large the catalogue). */
function PagedBooks() {
  /** cursors[n] is where page n starts; page 0 starts at the beginning. */
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;
  const page = useBooksPage(cursors[pageIndex]);

  if (page.data === undefined) return page.isError ? <Failed /> : <Loading />;
  const { items, nextCursor } = page.data;
  return (
    <>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-slate-600">No books yet.</p>
      ) : (
        <BooksTable
          books={items}
          firstNumber={pageIndex * BOOKS_PAGE_SIZE + 1}
          caption={`All books, page ${String(pageIndex + 1)}`}
        />
      )}
      <nav
        aria-label="Book pages"
        className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3"
      >
        <button
          type="button"
          disabled={pageIndex === 0 || page.isFetching}
          onClick={() => {
            setCursors((current) => current.slice(0, -1));
          }}
          className={pagerButtonClass}
        >
          Previous page
        </button>
        <span className="text-sm text-slate-700" aria-live="polite">
          Page {pageIndex + 1}
        </span>
        <button
          type="button"
          disabled={nextCursor === undefined || page.isFetching}
          onClick={() => {
            setCursors((current) => [...current, nextCursor]);
          }}
          className={pagerButtonClass}
        >
          Next page
        </button>
      </nav>
    </>
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
  if (books.status === "loading") return <Loading />;
  if (books.status === "error") return <Failed />;
  if (ranked.length === 0) {
    return <p className="px-4 py-6 text-slate-700">No books match “{search}”.</p>;
  }
  return <BooksTable books={ranked} firstNumber={1} caption={`Books matching ${search}`} />;
}
