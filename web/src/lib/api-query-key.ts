import type { QueryFilters } from "@tanstack/react-query";

/**
 * The one key scheme of the store's API reads in the query cache. A read of an address (path and
 * query, as the client requests it and as the page's data block names its answers) is keyed
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

function segmentsOf(path: string): string[] {
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
  const key: ApiKeyPart[] = [...segmentsOf(path), queryOf(search), account];
  if (form !== undefined) key.push(form);
  return key;
}

/** The key prefix of every read of `path` and of the paths below it, whatever query or account. */
export function apiKeyPrefix(path: string): ApiQueryKey {
  return segmentsOf(path);
}

/** The key prefix of every read of `path` itself, whatever its query or account. */
export function apiPathKey(path: string): ApiQueryKey {
  return [...segmentsOf(path), {}];
}

/** The account a key's answer belongs to: the part after its query; null for a public answer. */
export function accountOfKey(key: readonly unknown[]): string | null {
  const queryAt = key.findIndex((part) => typeof part === "object" && part !== null);
  const account = queryAt === -1 ? undefined : key[queryAt + 1];
  return typeof account === "string" ? account : null;
}

/** Every API read answered for the account `uid`: what signing it out leaves behind. */
export function accountReads(uid: string): QueryFilters {
  return { queryKey: ["api"], predicate: (query) => accountOfKey(query.queryKey) === uid };
}
