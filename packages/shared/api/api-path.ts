import type { Endpoint, PathParams, QueryValues } from "./endpoint-types.ts";

/**
 * The addresses of the store's API, built from and matched against the entries of contract.ts.
 * This module never imports the entries themselves: a caller passes the ones it names, so a
 * bundle keeps only those and their schemas.
 */

/** The response header that holds the `after` value of the next page of a listing. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

/** The served cover files (image bytes, not JSON); a book's coverImage names one. */
export const COVER_FILE_PATH = "/covers/:file";

/** A drawn (SVG) cover rendered as PNG: `/covers/png/<name>.png` for `<name>.svg`. */
export const COVER_PNG_PATH = "/covers/png/:file";

/** The endpoint's address: its path with each `:param` filled in (encoded), then the query. */
export function apiPath<E extends Endpoint>(
  endpoint: E,
  params: PathParams<E>,
  query: QueryValues = {},
): string {
  return fillPath(endpoint.path, params, query);
}

/** Fills in a path's `:params` (encoded) and appends the query; apiPath types the params. */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number>>,
  query: QueryValues = {},
): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text === "" ? filled : `${filled}?${text}`;
}

/** How many of the path's segments an address fills in; undefined when it is not the path's. */
function paramsFilled(path: string, segments: readonly string[]): number | undefined {
  const pattern = path.split("/");
  if (pattern.length !== segments.length) return undefined;
  let filled = 0;
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) {
      if (segment === "") return undefined;
      filled += 1;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return filled;
}

/**
 * Which of `endpoints` a request of `method` to `address` is (a path as apiPath builds it, with
 * or without its query), e.g. getBook for GET `/api/books/abc?x=1`. Where two paths fit, the one
 * with fewer `:params` wins, its literal segments being the closer fit. The caller names the
 * endpoints it may meet (a page's inline answers come from a few GET endpoints), so its bundle
 * holds only their schemas, never the classic zod of the request schemas.
 */
export function endpointForPath<E extends Endpoint>(
  method: string,
  address: string,
  endpoints: readonly E[],
): E | undefined {
  const segments = (address.split(/[?#]/, 1)[0] ?? "").split("/");
  let found: E | undefined;
  let foundParams = Infinity;
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue;
    const filled = paramsFilled(endpoint.path, segments);
    if (filled !== undefined && filled < foundParams) {
      found = endpoint;
      foundParams = filled;
    }
  }
  return found;
}
