import { useDeferredValue } from "react";
import { Link } from "react-router-dom";

import type { BooksState } from "@/books/utils/books-state";
import { FIRST_SCREEN_PENDING } from "@/lib/after-first-screen";
import { isFiltered } from "@/lib/filter-params";

import { catalogueHref } from "../hooks/use-catalogue-state";
import { CATALOGUE_MESSAGES as M } from "../utils/catalogue-messages";
import { cataloguePageOf } from "../utils/catalogue-page";
import { DEFAULT_CATALOGUE_STATE, withChoice, type CatalogueState } from "../utils/catalogue-state";

import { CatalogueGrid } from "./catalogue-grid";
import { CataloguePager } from "./catalogue-pager";

interface CatalogueResultsProps {
  state: CatalogueState;
  books: BooksState;
  onChange: (next: CatalogueState) => void;
}

const buttonClass =
  "rounded-md border border-blue-700 px-5 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** The page's books, or why there are none, with the links to the pages beside it. */
export function CatalogueResults({ state, books: latest, onChange }: CatalogueResultsProps) {
  // A live snapshot's cards render in the background, in slices the browser can interrupt.
  const books = useDeferredValue(latest);
  if (books.status === "loading") {
    // Holds the screen, so nothing below moves when the books arrive.
    return (
      <p className="min-h-screen text-slate-600" {...{ [FIRST_SCREEN_PENDING]: "" }}>
        {M.loading}
      </p>
    );
  }
  const paged = state.after !== undefined || state.before !== undefined;
  if (books.status === "error") {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="text-red-700">
          {M.failed}
        </p>
        {paged && (
          <Link to={catalogueHref(withChoice(state, {}))} className={buttonClass}>
            {M.firstPage}
          </Link>
        )}
      </div>
    );
  }
  const page = cataloguePageOf(state, books.books);
  if (page.books.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="catalogue-empty">
        <p role="status">{paged && !isFiltered(state) ? M.emptyPage : M.empty}</p>
        {isFiltered(state) ? (
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              onChange(withChoice(DEFAULT_CATALOGUE_STATE, { sort: state.sort }));
            }}
          >
            {M.clearFilters}
          </button>
        ) : (
          paged && (
            <Link to={catalogueHref(withChoice(state, {}))} className={buttonClass}>
              {M.firstPage}
            </Link>
          )
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <CatalogueGrid books={page.books}>
        <CataloguePager state={state} page={page} />
      </CatalogueGrid>
    </div>
  );
}
