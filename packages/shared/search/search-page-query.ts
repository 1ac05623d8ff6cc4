import { SEARCH_LIMITS } from "./search-api.ts";

/**
 * The query a search page's address asks, read alike by the web app and by the server that puts
 * the page's first results into it.
 */

/** The query shown when the search page is opened without one. */
export const DEFAULT_SEARCH_QUERY = "data Engineering";

/** The query of the search page's address (`?q=`, where '+' reads as a space), as long as the API takes. */
export function searchQueryFrom(params: URLSearchParams): string {
  const query = params.get("q")?.trim() ?? "";
  return (query === "" ? DEFAULT_SEARCH_QUERY : query).slice(0, SEARCH_LIMITS.queryLength);
}
