import { Link, useSearchParams } from "react-router-dom";

import { paths } from "@/config/paths";

import { ADMIN_TEXT } from "../../shared/utils/admin-messages";

import { MatchingBooks } from "./matching-books";
import { PagedBooks } from "./paged-books";

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
        // Keyed: another search starts at its first page.
        <MatchingBooks key={search} search={search} />
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
