import { STORE_URL } from "../../scripts/lib/paths.mjs";

/**
 * The store as the browser sees it: the Hosting emulator, which rewrites /api/** to the function
 * (on ports shifted by BOOKSTORE_EMULATOR_PORT_OFFSET when that is set).
 */
export { STORE_URL };

/**
 * The address the store names itself by (pages, packing slips): on the emulator the function's
 * configured origin is the Hosting emulator's, by firebase.json's host, whatever name the tests
 * reach it by.
 */
export const CONFIGURED_ORIGIN = (() => {
  const url = new URL(STORE_URL);
  url.hostname = "127.0.0.1";
  return url.origin;
})();

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A request through Hosting, or to `base` (FUNCTIONS_URL: the function's own URL). */
export async function requestJson<T = unknown>(
  path: string,
  { base = STORE_URL, ...init }: RequestInit & { base?: string } = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as T };
}

/**
 * Every book of GET /api/books (with `query`'s filters), newest first: page after page of at most
 * 100, the most one answer holds, following X-Next-Cursor.
 */
export async function allBooks<T>(query = ""): Promise<T[]> {
  const books: T[] = [];
  let after: string | null = null;
  do {
    const search = new URLSearchParams(query);
    search.set("limit", "100");
    if (after !== null) search.set("after", after);
    const page: JsonResponse<T[]> = await requestJson<T[]>(`/api/books?${search.toString()}`);
    if (page.status !== 200) throw new Error(`GET /api/books answered ${page.status}`);
    books.push(...page.body);
    after = page.headers.get("x-next-cursor");
  } while (after !== null);
  return books;
}
