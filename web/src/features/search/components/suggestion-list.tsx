import { displayAuthor } from "@bookstore/shared/books/book.ts";
import type { BookSuggestion } from "@bookstore/shared/books/books-api.ts";
import { coverUrl, FALLBACK_COVER } from "@bookstore/shared/books/cover-url.ts";
import { preOrderLabel } from "@bookstore/shared/books/pre-order-label.ts";
import { isForthcoming } from "@bookstore/shared/books/publication.ts";
import { formatDollars } from "@bookstore/shared/core/money.ts";

import { SEARCH_MESSAGES as M } from "../utils/search-messages";

interface SuggestionListProps {
  /** The listbox's id, which the search box's aria-controls names. */
  id: string;
  options: readonly BookSuggestion[];
  /** The options are the closest titles: nothing matched what was typed. */
  closestOnly: boolean;
  activeId: string | null;
  optionId: (index: number) => string;
  onHover: (bookId: string) => void;
  onPick: (bookId: string) => void;
}

/**
 * The search box's list of suggestions: cover, title, author and price. Focus stays in the box
 * (aria-activedescendant names the highlighted option), so a press on an option must not take
 * it: the box would close the list on blur before the click lands.
 */
export function SuggestionList({
  id,
  options,
  closestOnly,
  activeId,
  optionId,
  onHover,
  onPick,
}: SuggestionListProps) {
  return (
    <div className="absolute inset-x-4 top-full z-30 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg sm:inset-x-auto sm:left-0 sm:w-96">
      {closestOnly && <p className="px-3 pt-2 text-sm text-slate-700">{M.closestSuggestions}</p>}
      <ul
        id={id}
        role="listbox"
        aria-label={M.suggestionsLabel}
        className="max-h-[70vh] overflow-y-auto py-1"
      >
        {options.map((book, index) => {
          const active = book._id === activeId;
          return (
            <li
              key={book._id}
              id={optionId(index)}
              role="option"
              aria-selected={active}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${active ? "bg-blue-50 outline-2 -outline-offset-2 outline-blue-700" : "hover:bg-slate-50"}`}
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onMouseMove={() => {
                if (!active) onHover(book._id);
              }}
              onClick={() => {
                onPick(book._id);
              }}
            >
              <img
                src={coverUrl(book.coverImage)}
                alt=""
                width={40}
                height={60}
                loading="lazy"
                onError={(event) => {
                  event.currentTarget.src = FALLBACK_COVER;
                }}
                className="h-15 w-10 flex-none rounded bg-slate-100 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{book.title}</span>
                <span className="block truncate text-sm text-slate-600">
                  {displayAuthor(book.author)}
                </span>
                {isForthcoming(book) ? (
                  <span className="block truncate text-sm font-medium text-sky-800">
                    {preOrderLabel(book.publishedOn)}
                  </span>
                ) : null}
              </span>
              <span className="flex-none text-sm font-medium text-slate-900">
                {formatDollars(book.newPrice)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
