import { Link } from "react-router-dom";

import { catalogueHref } from "../hooks/use-catalogue-state";
import { CATALOGUE_MESSAGES as M } from "../utils/catalogue-messages";
import type { CataloguePage } from "../utils/catalogue-page";
import { withChoice, type CatalogueState } from "../utils/catalogue-state";

const linkClass =
  "rounded-md border border-blue-700 px-5 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** Links to the pages beside this one: each is an address of its own. */
export function CataloguePager({ state, page }: { state: CatalogueState; page: CataloguePage }) {
  if (page.previous === undefined && page.next === undefined) return null;
  const base = withChoice(state, {});
  return (
    <nav aria-label={M.pages} className="flex items-center justify-between gap-4">
      {page.previous === undefined ? (
        <span />
      ) : (
        <Link to={catalogueHref({ ...base, before: page.previous })} className={linkClass}>
          {M.previous}
        </Link>
      )}
      {page.next !== undefined && (
        <Link to={catalogueHref({ ...base, after: page.next })} className={linkClass}>
          {M.next}
        </Link>
      )}
    </nav>
  );
}
