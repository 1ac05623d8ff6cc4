import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";

import { OpenLibraryResults } from "@/features/search/components/open-library-results";
import { StoreMatches } from "@/features/search/components/store-matches";
import { searchQueryFrom } from "@/features/search/utils/search-query";
import { queryTerms } from "@shared/book-search.ts";

export function SearchRoute() {
  const [params] = useSearchParams();
  const query = searchQueryFrom(params);
  const terms = useMemo(() => queryTerms(query), [query]);

  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold wrap-break-word">{`Search results for "${query}"`}</h1>
      <OpenLibraryResults query={query} />
      {terms.length > 0 && <StoreMatches terms={terms} />}
    </div>
  );
}
