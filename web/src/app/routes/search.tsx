import { Suspense, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

import { AfterPaint } from "@/components/ui/after-paint";
import { OpenLibraryResults } from "@/features/search/components/open-library-results";
import { searchQueryFrom } from "@/features/search/utils/search-query";
import { lazyNamed } from "@/lib/lazy-named";
import { queryTerms } from "@shared/book-search.ts";

/**
 * The store's matches read Firestore: they (and the SDK) load after the page's first paint, beside
 * the open catalogue's results, which need neither and show first. Nothing shows for them while
 * they load.
 */
const StoreMatches = lazyNamed(
  () => import("@/features/search/components/store-matches"),
  (m) => m.StoreMatches,
);

export function SearchRoute() {
  const [params] = useSearchParams();
  const query = searchQueryFrom(params);
  const terms = useMemo(() => queryTerms(query), [query]);

  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold wrap-break-word">{`Search results for "${query}"`}</h1>
      <OpenLibraryResults query={query} />
      {terms.length > 0 && (
        <AfterPaint placeholder={null}>
          <Suspense fallback={null}>
            <StoreMatches terms={terms} />
          </Suspense>
        </AfterPaint>
      )}
    </div>
  );
}
