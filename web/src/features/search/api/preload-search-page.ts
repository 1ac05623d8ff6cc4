import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { preloadImage, startEarlyFetch } from "@/lib/early-fetch";

import { searchQueryFrom } from "../utils/search-query";
import { FIRST_SCREEN_RESULTS, searchResultBooks } from "../utils/search-result-books";

import type { OpenLibraryDoc } from "./open-library-schema";
import { openLibraryCoverUrl, openLibrarySearchUrl } from "./open-library-urls";

/** The covers of the first screen of results. */
function firstCovers(body: unknown): string[] {
  const docs = typeof body === "object" && body !== null && "docs" in body ? body.docs : [];
  if (!Array.isArray(docs)) return [];
  // Unchecked: the page validates the answer; this only chooses which images to fetch early.
  return searchResultBooks(docs as OpenLibraryDoc[])
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
