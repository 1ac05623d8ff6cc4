import { useNearViewport } from "@/hooks/use-near-viewport";

import { useOpenLibrarySearch } from "../hooks/use-open-library-search";
import { SEARCH_MESSAGES } from "../utils/search-messages";
import { FIRST_SCREEN_RESULTS } from "../utils/search-result-books";

import { SearchResultCard } from "./search-result-card";

/**
 * The open catalogue's covers for a title query. At least a screen tall, so the footer stays
 * out of view while its covers arrive. It asks the catalogue once it nears the screen: below
 * the store's matches, a third party's answer and covers would otherwise share the connection
 * and the main thread with the covers the shopper is looking at.
 */
export function OpenLibraryResults({ query }: { query: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const search = useOpenLibrarySearch(query, near);

  return (
    <section
      ref={ref}
      aria-labelledby="open-library-results"
      className="flex min-h-screen flex-col gap-4"
    >
      <h2 id="open-library-results" className="text-xl font-semibold">
        From Open Library
      </h2>
      {search.isPending && <p role="status">Loading..</p>}
      {search.isError && <p role="alert">{SEARCH_MESSAGES.failed}</p>}
      {search.isSuccess &&
        (search.data.length === 0 ? (
          <p role="status">{SEARCH_MESSAGES.noResults(query)}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
            {search.data.map((book, index) => (
              <li key={book.id} className="min-w-0" data-testid="search-result">
                <SearchResultCard book={book} priority={index < FIRST_SCREEN_RESULTS} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
