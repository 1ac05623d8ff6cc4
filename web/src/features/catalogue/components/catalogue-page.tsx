import { useCatalogueView } from "../api/catalogue-view";
import { useCatalogueState } from "../hooks/use-catalogue-state";
import { CATALOGUE_MESSAGES as M } from "../utils/catalogue-messages";

import { CatalogueFilters } from "./catalogue-filters";
import { CatalogueResults } from "./catalogue-results";

/** The whole catalogue, filtered, sorted and paged as its address says. */
export function CataloguePage() {
  const [state, show] = useCatalogueState();
  const books = useCatalogueView(state);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold">{M.title}</h1>
      {/* A new address (Back, Clear filters) starts the price fields afresh from it. */}
      <CatalogueFilters
        key={`${String(state.minPrice)}-${String(state.maxPrice)}`}
        state={state}
        onChange={show}
      />
      <CatalogueResults state={state} books={books} onChange={show} />
    </div>
  );
}
