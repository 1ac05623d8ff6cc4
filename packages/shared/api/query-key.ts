/**
 * The one key scheme of the store's API reads in the web app's query cache (TanStack Query). It
 * lives here, beside the contract, because the server writes keys too: a page's first-screen
 * answers arrive as TanStack's dehydrated state (first-screen-data.ts), keyed as the screen that
 * reads them keys its own request. A read of an address (path and query) is keyed
 *
 *   [...the path's segments, the query's values, the account, (the form)]
 *
 * e.g. `["api", "orders", { status: "pending", limit: "20" }, "uid-1", "pages"]` for the admin's
 * list of pending orders, `["api", "books", "b1", {}, null]` for a book.
 *
 * - The path's segments, as the address writes them (params encoded), so a key prefix picks every
 *   read of a path and of the paths below it: `["api", "orders"]` holds the admin's lists, the
 *   customers' lists and single orders; `["api", "books", "b1"]` a book, its reviews and the
 *   customer's own review of it.
 * - The query's values as strings, as the address carries them, `{}` for none. TanStack matches an
 *   object in a filter by the values it names, so `["api", "orders", {}]` picks every read of
 *   /api/orders itself, whatever its query, and none of the paths below it.
 * - The account: the uid of the signed-in user the answer belongs to, for an entry whose access is
 *   not "anyone" (its answer depends on who asks), null for a public answer, which every visitor
 *   shares.
 * - The form, only when the cache holds pages rather than the answer itself: "page" for one page
 *   with its next cursor, "pages" for the pages an infinite list has loaded.
 */
export type ApiQueryKey = readonly ApiKeyPart[];

type ApiKeyPart = string | Readonly<Record<string, string>> | null;

/** What a cache entry holds besides the answer itself: one page of a list, or the pages loaded. */
export type ApiReadForm = "page" | "pages";

/** A path's segments, `/api/books/b1` → `["api", "books", "b1"]`. */
export function pathSegments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** The key of a read of `address` (path and query), for `account` (a uid) when it is personal. */
export function apiQueryKey(
  address: string,
  account: string | null = null,
  form?: ApiReadForm,
): ApiQueryKey {
  const [path = "", search = ""] = address.split("?", 2);
  const key: ApiKeyPart[] = [...pathSegments(path), queryOf(search), account];
  if (form !== undefined) key.push(form);
  return key;
}

/**
 * The address of a public answer's key (`apiQueryKey(address)`), or null for a key of another
 * shape: a personal read, pages, or not a key of this scheme at all.
 */
export function addressOfPublicKey(key: unknown): string | null {
  if (!Array.isArray(key) || key.length < 3 || key.at(-1) !== null) return null;
  const segments: unknown[] = key.slice(0, -2);
  const query: unknown = key.at(-2);
  if (!segments.every((segment) => typeof segment === "string")) return null;
  if (typeof query !== "object" || query === null || Array.isArray(query)) return null;
  const values = Object.entries(query);
  if (!values.every(([, value]) => typeof value === "string")) return null;
  const search = new URLSearchParams(values as [string, string][]).toString();
  return `/${segments.join("/")}${search === "" ? "" : `?${search}`}`;
}

/**
 * The hash TanStack Query files a key under (its `hashKey`): the key as JSON, each object's
 * properties in sorted order, so the server's entries and the app's own are one.
 */
export function apiQueryHash(key: ApiQueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
