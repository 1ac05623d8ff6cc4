import { BookCard } from "@/books/components/book-card";
import { CatalogueFilters } from "@/features/catalogue";
import { isFiltered, NO_FILTERS } from "@/lib/filter-params";

import { isPreparing } from "../api/retry-while-preparing";
import { useSearchResults } from "../api/search-books";
import { SEARCH_MESSAGES as M } from "../utils/search-messages";
import { withFilters, type SearchState } from "../utils/search-state";

import { ClosestTitles } from "./closest-titles";
import { SearchPager } from "./search-pager";

/** Cards whose covers load at once: the first row of the widest grid. */
const FIRST_SCREEN_CARDS = 3;

const buttonClass =
  "self-start rounded-md border border-blue-700 px-5 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

interface StoreResultsProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
}

/**
 * The store's own books that match, best first, a page at a time, narrowed by the catalogue's
 * filters; each card shows the book's stock. When nothing matches it names the closest titles.
 */
export function StoreResults({ state, onChange }: StoreResultsProps) {
  const results = useSearchResults(state);
  const answer = results.data;
  const filtered = isFiltered(state.filters);

  let status: string;
  if (answer !== undefined) status = M.storeCount(answer.total);
  else if (results.isError) status = "";
  else status = M.storeLoading;

  return (
    <section aria-labelledby="store-results" className="flex flex-col gap-4">
      <h2 id="store-results" className="text-xl font-semibold">
        {M.storeHeading}
      </h2>
      {/* A new address (Back, Clear filters) starts the price fields afresh from it. */}
      <CatalogueFilters
        key={`${String(state.filters.minPrice)}-${String(state.filters.maxPrice)}`}
        filters={state.filters}
        onFilters={(filters) => {
          onChange(withFilters(state, filters));
        }}
      />
      <p aria-live="polite" className="text-slate-700" data-testid="store-results-count">
        {status}
      </p>
      {results.isError && answer === undefined && (
        <p role="alert" className="text-red-700">
          {isPreparing(results.error) ? M.storePreparing : results.error.message || M.storeFailed}
        </p>
      )}
      {answer !== undefined && answer.books.length > 0 && (
        <>
          <ul
            aria-label={M.storeHeading}
            className={`grid content-start gap-6 md:grid-cols-2 xl:grid-cols-3${results.isPlaceholderData ? " opacity-60" : ""}`}
          >
            {answer.books.map((book, index) => (
              <li key={book._id}>
                <BookCard book={book} priority={index < FIRST_SCREEN_CARDS} />
              </li>
            ))}
          </ul>
          <SearchPager state={state} total={answer.total} pageSize={answer.pageSize} />
        </>
      )}
      {answer !== undefined && answer.books.length === 0 && (
        <div className="flex flex-col gap-4" data-testid="store-results-empty">
          <p>
            {M.storeNone(state.query)} {filtered && M.storeNoneFiltered}
          </p>
          {filtered && (
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                onChange(withFilters(state, NO_FILTERS));
              }}
            >
              {M.clearFilters}
            </button>
          )}
          <ClosestTitles books={answer.closest} />
        </div>
      )}
    </section>
  );
}
