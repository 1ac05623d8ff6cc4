import { Suspense, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

import { AfterFirstScreen } from "@/components/ui/after-first-screen";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import { OpenLibraryResults } from "@/features/search/components/open-library-results";
import { useOpenLibrarySearch } from "@/features/search/hooks/use-open-library-search";
import { searchQueryFrom } from "@/features/search/utils/search-query";
import { useElapsed } from "@/hooks/use-elapsed";
import { lazyNamed } from "@/lib/lazy-named";
import { queryTerms } from "@shared/book-search.ts";

/**
 * The store's matches ask the API once the open catalogue's results, which hold the page's
 * largest paint, have answered and are on show with their first covers, or after
 * STORE_MATCHES_WAIT_MS if the catalogue is slow. The catalogue's section keeps a screen's height,
 * so the matches start below the screen and, like every such section, load as the shopper nears
 * them (see use-near-viewport.ts). Nothing shows for them while they load.
 */
const StoreMatches = lazyNamed(
  () => import("@/features/search/components/store-matches"),
  (m) => m.StoreMatches,
);

const STORE_MATCHES_WAIT_MS = 2000;

export function SearchRoute() {
  const [params] = useSearchParams();
  const query = searchQueryFrom(params);
  const terms = useMemo(() => queryTerms(query), [query]);
  const openLibraryAnswered = !useOpenLibrarySearch(query).isPending;
  const waitedEnough = useElapsed(STORE_MATCHES_WAIT_MS);

  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold wrap-break-word">{`Search results for "${query}"`}</h1>
      <OpenLibraryResults query={query} />
      {terms.length > 0 && (openLibraryAnswered || waitedEnough) && (
        <AfterFirstScreen placeholder={null}>
          <WhenNearViewport placeholder={null}>
            <Suspense fallback={null}>
              <StoreMatches terms={terms} />
            </Suspense>
          </WhenNearViewport>
        </AfterFirstScreen>
      )}
    </div>
  );
}
