import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  type UseQueryOptions,
} from "@tanstack/react-query";

import { fillPath } from "@bookstore/shared/api/api-path.ts";
import type {
  ApiListItem,
  ApiResponse,
  Endpoint,
  ListEndpoint,
  PathParams,
  QueryValues,
} from "@bookstore/shared/api/endpoint-types.ts";

import {
  apiPage,
  apiRequest,
  type ApiCallArgs,
  type Page,
  type PageRequest,
  type Session,
} from "./api-client";
import { apiQueryKey, type ApiQueryKey, type ApiReadForm } from "./api-query-key";

/**
 * The query options of every read of the store's API, from its contract entry: the key is the
 * address the client requests (api-query-key.ts has the scheme), the answer's type comes from the
 * entry, and the call carries the session's token. A screen's hook is then one line:
 * `useQuery(apiQueryOptions(API.getAdminStats, { session: user }))`.
 */

/** The entries a screen reads: GETs. */
export type ReadEndpoint = Extract<Endpoint, { method: "GET" }>;

/** Who asks for a personal answer: the signed-in user, whose uid keys it and whose token is sent. */
export interface SessionUser extends Session {
  readonly uid: string;
}

/**
 * Which address and who asks: `params` when the path has `:params`; `session` for an entry whose
 * access is not "anyone" (null while nobody is signed in: nothing is asked then), none otherwise.
 */
export type ApiReadOptions<E extends ReadEndpoint> = {
  query?: QueryValues;
} & (keyof PathParams<E> extends never ? { params?: undefined } : { params: PathParams<E> }) &
  (E["access"] extends "anyone" ? { session?: undefined } : { session: SessionUser | null });

type RequiresOptions<E extends ReadEndpoint> = keyof PathParams<E> extends never
  ? E["access"] extends "anyone"
    ? false
    : true
  : true;

type ReadArgs<E extends ReadEndpoint, Extra> =
  RequiresOptions<E> extends true
    ? [options: ApiReadOptions<E> & Extra]
    : [options?: ApiReadOptions<E> & Extra];

/**
 * TanStack's options a screen may add to a read. Initial data is left out: an answer comes from
 * the API or from the page's data block, which is already in the cache.
 */
export type ApiQueryExtras<E extends ReadEndpoint> = Pick<
  UseQueryOptions<ApiResponse<E>, Error, ApiResponse<E>, ApiQueryKey>,
  "enabled" | "retry" | "retryDelay" | "staleTime" | "gcTime" | "placeholderData"
>;

interface ReadOptions {
  params?: Readonly<Record<string, string | number>>;
  query?: QueryValues;
  session?: SessionUser | null;
}

function isPersonal(entry: ReadEndpoint): boolean {
  return entry.access !== "anyone";
}

/** Whether nobody is signed in to ask for a personal answer: the read then waits. */
function waitsForSession(entry: ReadEndpoint, { session }: ReadOptions): boolean {
  return isPersonal(entry) && !session;
}

/**
 * The key of a read: its address (with `pageQuery`, `limit` and `after`, before its own query),
 * the session's uid for a personal answer, and the form when the cache holds pages.
 */
function readKey(
  entry: ReadEndpoint,
  { params = {}, query, session }: ReadOptions,
  pageQuery: QueryValues = {},
  form?: ApiReadForm,
): ApiQueryKey {
  const account = isPersonal(entry) ? (session?.uid ?? null) : null;
  return apiQueryKey(fillPath(entry.path, params, { ...pageQuery, ...query }), account, form);
}

/** The call's arguments. The generic entry hides from TypeScript that `params` fits its path. */
function callArgs<E extends ReadEndpoint>({ params, query, session }: ReadOptions): ApiCallArgs<E> {
  return [{ params, query, session: session ?? undefined }] as unknown as ApiCallArgs<E>;
}

/** The key of a read of `entry`, for a screen whose read adds to the call (e.g. a 404 as null). */
export function apiReadKey<E extends ReadEndpoint>(
  entry: E,
  ...[options]: ReadArgs<E, unknown>
): ApiQueryKey {
  return readKey(entry, options ?? {});
}

/** A read of any GET entry: its answer, checked against the entry's schema. */
export function apiQueryOptions<E extends ReadEndpoint>(
  entry: E,
  ...[options]: ReadArgs<E, ApiQueryExtras<E>>
) {
  const { params, query, session, ...extras } = options ?? {};
  const read: ReadOptions = { params, query, session };
  const call = callArgs<E>(read);
  return queryOptions<ApiResponse<E>, Error, ApiResponse<E>, ApiQueryKey>({
    ...extras,
    queryKey: readKey(entry, read),
    queryFn: waitsForSession(entry, read) ? skipToken : () => apiRequest(entry, ...call),
  });
}

type ListReadEndpoint = ListEndpoint & ReadEndpoint;

/** One page of a listing from the cursor `after`, for a screen that pages back and forth. */
export function apiPageQueryOptions<E extends ListReadEndpoint>(
  entry: E,
  { limit, after }: PageRequest,
  ...[options]: ReadArgs<E, unknown>
) {
  const read: ReadOptions = options ?? {};
  const call = callArgs<E>(read);
  return queryOptions<Page<ApiListItem<E>>, Error, Page<ApiListItem<E>>, ApiQueryKey>({
    queryKey: readKey(entry, read, { limit, after }, "page"),
    queryFn: waitsForSession(entry, read)
      ? skipToken
      : () => apiPage(entry, { limit, after }, ...call),
  });
}

const FIRST_PAGE: string | undefined = undefined;

/** A listing loaded a page at a time ('Load more'), keyed by its first page's address. */
export function apiPagesQueryOptions<E extends ListReadEndpoint>(
  entry: E,
  limit: number,
  ...[options]: ReadArgs<E, unknown>
) {
  const read: ReadOptions = options ?? {};
  const call = callArgs<E>(read);
  return infiniteQueryOptions({
    queryKey: readKey(entry, read, { limit }, "pages"),
    queryFn: waitsForSession(entry, read)
      ? skipToken
      : ({ pageParam }: { pageParam: string | undefined }) =>
          apiPage(entry, { limit, after: pageParam }, ...call),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage: Page<ApiListItem<E>>) => lastPage.nextCursor,
  });
}
