import { useLiveBookList } from "@/books/api/list-books";
import { booksStateOf } from "@/books/utils/books-state";

import { catalogueApiQuery } from "../api/catalogue-api-path";
import { useCatalogueState } from "../hooks/use-catalogue-state";
import { CATALOGUE_MESSAGES as M } from "../utils/catalogue-messages";
import { withChoice } from "../utils/catalogue-state";

import { CatalogueFilters } from "./catalogue-filters";
import { CatalogueResults } from "./catalogue-results";

/**
 * The whole catalogue, filtered, sorted and paged as its address says: from the API (the page's
 * data block for the default page), then followed live from Firestore.
 */
export function CataloguePage() {
  const [state, show] = useCatalogueState();
  const books = useLiveBookList(catalogueApiQuery(state), {
    name: "the catalogue page",
    states: async () => (await import("../api/catalogue-collection")).confirmedCataloguePage(state),
  });
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold">{M.title}</h1>
      {/* A new address (Back, Clear filters) starts the price fields afresh from it. */}
      <CatalogueFilters
        key={`${String(state.minPrice)}-${String(state.maxPrice)}`}
        filters={state}
        onFilters={(filters) => {
          show(withChoice(state, filters));
        }}
        sort={{
          value: state.sort,
          onChange: (sort) => {
            show(withChoice(state, { sort }));
          },
        }}
      />
      <CatalogueResults state={state} books={booksStateOf(books)} onChange={show} />
    </div>
  );
}
