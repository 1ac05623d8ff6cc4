/** The query shown when the search page is opened without one. */
export const DEFAULT_SEARCH_QUERY = "data Engineering";

/** The query of the search page's address (`?q=`, where '+' reads as a space). */
export function searchQueryFrom(params: URLSearchParams): string {
  const query = params.get("q")?.trim() ?? "";
  return query === "" ? DEFAULT_SEARCH_QUERY : query;
}
