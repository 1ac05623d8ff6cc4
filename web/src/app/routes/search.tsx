import { OpenLibraryResults } from "@/features/search/components/open-library-results";
import { StoreResults } from "@/features/search/components/store-results";
import { useSearchState } from "@/features/search/hooks/use-search-state";

/**
 * The search page: the store's own matches first (ranked, paged and filtered in the address),
 * then Open Library's covers for the same title query.
 */
export function SearchRoute() {
  const [state, show] = useSearchState();

  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold wrap-break-word">{`Search results for "${state.query}"`}</h1>
      <StoreResults state={state} onChange={show} />
      <OpenLibraryResults query={state.query} />
    </div>
  );
}
