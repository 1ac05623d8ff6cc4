import type { QueryFilters } from "@tanstack/react-query";

import {
  apiQueryKey,
  pathSegments,
  type ApiQueryKey,
  type ApiReadForm,
} from "@bookstore/shared/api/query-key.ts";

/** The key scheme is shared with the server (see its module); the filters over it are the app's. */
export { apiQueryKey, type ApiQueryKey, type ApiReadForm };

/** The key prefix of every read of `path` and of the paths below it, whatever query or account. */
export function apiKeyPrefix(path: string): ApiQueryKey {
  return pathSegments(path);
}

/** The key prefix of every read of `path` itself, whatever its query or account. */
export function apiPathKey(path: string): ApiQueryKey {
  return [...pathSegments(path), {}];
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
