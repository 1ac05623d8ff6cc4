import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { preloadImage, startEarlyFetch } from "@/lib/early-fetch";

import { searchQueryFrom } from "../utils/search-query";
import { FIRST_SCREEN_RESULTS, searchResultBooks } from "../utils/search-result-books";

import { openLibraryDocs } from "./open-library-shapes";
import { openLibraryCoverUrl, openLibrarySearchUrl } from "./open-library-urls";

/** The covers of the first screen of results; none for an answer of another shape. */
function firstCovers(body: unknown): string[] {
  return searchResultBooks(openLibraryDocs(body) ?? [])
    .slice(0, FIRST_SCREEN_RESULTS)
    .map((book) => openLibraryCoverUrl(site.openLibraryCoversUrl, book.cover_id));
}

/** On the search page: requests the open catalogue's results, then the first covers. */
export function preloadSearchPage({ pathname, search }: Location): void {
  if (pathname !== paths.search) return;
  const query = searchQueryFrom(new URLSearchParams(search));
  startEarlyFetch(openLibrarySearchUrl(site.openLibraryUrl, query))
    .then(firstCovers)
    .then((covers) => {
      covers.forEach(preloadImage);
    })
    // The page reports failures when it takes the answer over.
    .catch(() => undefined);
}
