import type { z } from "zod";

import type { API_REQUESTS } from "./contract.ts";
import type * as Endpoints from "./endpoints.ts";
import type { API_RESPONSES } from "./responses.ts";

/** Builds the store's API addresses from endpoints.ts; zod-free, like it (types aside). */

export type EndpointName = keyof typeof Endpoints;
export type Endpoint = (typeof Endpoints)[EndpointName];

/** The names of a path's `:params`, e.g. "chapter" | "verse" for "/api/slok/:chapter/:verse". */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<E extends Endpoint> = { [Name in ParamNames<E["path"]>]: string | number };

/** Query values; undefined and "" leave the parameter out. */
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/** What the endpoint answers with a 2xx status. */
export type ApiResponse<E extends Pick<Endpoint, "name">> = z.output<
  (typeof API_RESPONSES)[E["name"]]
>;

/** The endpoints that answer a list: paged with `?limit=&after=` and NEXT_CURSOR_HEADER. */
export type ListEndpoint = {
  [Name in EndpointName]: ApiResponse<{ name: Name }> extends readonly unknown[]
    ? Extract<Endpoint, { name: Name }>
    : never;
}[EndpointName];

/** One item of a list endpoint's answer. */
export type ApiListItem<E extends ListEndpoint> = ApiResponse<E>[number];

/** The JSON body the endpoint takes (before its schema's defaults), or never for none. */
export type ApiRequestBody<E extends Endpoint> = E["name"] extends keyof typeof API_REQUESTS
  ? z.input<(typeof API_REQUESTS)[E["name"]]>
  : never;

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
