import { site } from "@/config/site";
import { ApiError, fetchJson } from "@/lib/api-client";

import { searchResultBooks, type SearchResultBook } from "../utils/search-result-books";

import { openLibrarySearchSchema } from "./open-library-schema";
import { openLibrarySearchUrl } from "./open-library-urls";

/** Searches the open catalogue by title; an answer of an unexpected shape is a PARSING_ERROR. */
export async function searchOpenLibrary(query: string): Promise<SearchResultBook[]> {
  const body = await fetchJson(openLibrarySearchUrl(site.openLibraryUrl, query));
  const checked = openLibrarySearchSchema.safeParse(body);
  if (!checked.success) {
    throw new ApiError("PARSING_ERROR", "The catalogue sent an answer of an unexpected shape.");
  }
  return searchResultBooks(checked.data.docs);
}
