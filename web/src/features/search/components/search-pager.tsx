import { Link } from "react-router-dom";

import { SEARCH_MESSAGES as M } from "../utils/search-messages";
import { pageCount, searchHref, type SearchState } from "../utils/search-state";

const linkClass =
  "rounded-md border border-blue-700 px-5 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** Links to the pages of matches beside this one: each is an address of its own (`?page=`). */
export function SearchPager({
  state,
  total,
  pageSize,
}: {
  state: SearchState;
  total: number;
  pageSize: number;
}) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const { page } = state;
  return (
    <nav aria-label={M.pages} className="flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={searchHref({ ...state, page: page - 1 })} className={linkClass} rel="prev">
          {M.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{M.pageOf(Math.min(page, count), count)}</span>
      {page < count ? (
        <Link to={searchHref({ ...state, page: page + 1 })} className={linkClass} rel="next">
          {M.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
