/** The search.json fields the store asks for (`fields=`), so the answer stays small. */
export const OPEN_LIBRARY_SEARCH_FIELDS = [
  "key",
  "title",
  "author_name",
  "cover_i",
  "edition_count",
  "first_publish_year",
  "public_scan_b",
  "language",
  "number_of_pages_median",
] as const;

export const OPEN_LIBRARY_RESULT_LIMIT = 40;

function withoutTrailingSlash(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, "");
}

/** The title search; URLSearchParams writes spaces as '+'. */
export function openLibrarySearchUrl(baseUrl: string, query: string): string {
  const params = new URLSearchParams({
    title: query,
    limit: String(OPEN_LIBRARY_RESULT_LIMIT),
    fields: OPEN_LIBRARY_SEARCH_FIELDS.join(","),
  });
  return `${withoutTrailingSlash(baseUrl)}/search.json?${params.toString()}`;
}

/** The medium-size cover image of a cover id. */
export function openLibraryCoverUrl(coversBaseUrl: string, coverId: number): string {
  return `${withoutTrailingSlash(coversBaseUrl)}/b/id/${coverId}-M.jpg`;
}

/** The catalogue page of a work, from its key (e.g. "/works/OL123W"). */
export function openLibraryWorkUrl(baseUrl: string, key: string): string {
  return `${withoutTrailingSlash(baseUrl)}${key}`;
}
