import { site } from "@/config/site";
import { ApiError, fetchJson } from "@/lib/api-client";

import { searchResultBooks, type SearchResultBook } from "../utils/search-result-books";

import { openLibraryDocs } from "./open-library-shapes";
import { openLibrarySearchUrl } from "./open-library-urls";

/** Searches the open catalogue by title; an answer of an unexpected shape is a PARSING_ERROR. */
export async function searchOpenLibrary(query: string): Promise<SearchResultBook[]> {
  const body = await fetchJson(openLibrarySearchUrl(site.openLibraryUrl, query));
  const docs = openLibraryDocs(body);
  if (!docs) {
    throw new ApiError("PARSING_ERROR", "The catalogue sent an answer of an unexpected shape.");
  }
  return searchResultBooks(docs);
}
