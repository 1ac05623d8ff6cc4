import { useSearchResults } from "@/features/search/api/search-books";
import { OpenLibraryResults } from "@/features/search/components/open-library-results";
import { StoreResults } from "@/features/search/components/store-results";
import { useSearchState } from "@/features/search/hooks/use-search-state";

/**
 * The search page: the store's own matches first (ranked, paged and filtered in the address),
 * then Open Library's covers for the same title query. The Open Library section joins once the
 * store's answer is in, so the store's results arriving never push it down the screen.
 */
export function SearchRoute() {
  const [state, show] = useSearchState();
  const storeAnswered = !useSearchResults(state).isPending;

  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold wrap-break-word">{`Search results for "${state.query}"`}</h1>
      <StoreResults state={state} onChange={show} />
      {storeAnswered && <OpenLibraryResults query={state.query} />}
    </div>
  );
}
