import { fillPath, NEXT_CURSOR_HEADER } from "@bookstore/shared/api/api-path.ts";
import type {
  ApiListItem,
  ApiRequestBody,
  ApiRequestHeaders,
  ApiResponse,
  Endpoint,
  ListEndpoint,
  PathParams,
  QueryValues,
} from "@bookstore/shared/api/endpoint-types.ts";

import { checkAnswer } from "./api-answer-check";
import { ApiError } from "./api-error";
import { API_TIMEOUT_MS, FILE_TIMEOUT_MS } from "./api-timeout";

export { ApiError, type ApiErrorKind } from "./api-error";

/**
 * The store's API client: every call names an endpoint of the shared contract
 * (packages/shared/api/), which gives its address, and every answer is checked against
 * the endpoint's response schema before the caller sees it.
 */

function messageOf(body: unknown, fallback: string): string {
  if (
    typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string"
  ) {
    return body.message;
  }
  return fallback;
}

/** A request to any address; a transport failure or timeout becomes an ApiError. */
async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiError(
      timedOut ? "TIMEOUT_ERROR" : "FETCH_ERROR",
      timedOut ? "The request timed out." : "Network error.",
    );
  }
}

function parsedBody(text: string): unknown {
  try {
    return text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    throw new ApiError("PARSING_ERROR", "The server sent an unreadable answer.");
  }
}

function failure(response: Response, body: unknown): ApiError {
  return new ApiError(response.status, messageOf(body, response.statusText), response.statusText);
}

/** A JSON request to any address: the parsed body (unchecked) and the headers. */
async function fetchJsonResponse(
  url: string,
  init: RequestInit = {},
): Promise<{ body: unknown; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("Content-Type"))
    headers.set("Content-Type", "application/json");
  const response = await send(url, { ...init, headers }, API_TIMEOUT_MS);
  const body = parsedBody(await response.text());
  if (!response.ok) throw failure(response, body);
  return { body, headers: response.headers };
}

/** A GET of JSON from another service; the caller checks the body's shape. */
export async function fetchJson(url: string): Promise<unknown> {
  return (await fetchJsonResponse(url)).body;
}

/** Who makes a call: the signed-in user, whose ID token the API checks against the entry. */
export interface Session {
  getIdToken(): Promise<string>;
}

/** The Authorization header's value for a session: the one place it is built. */
export async function sessionAuthorization(session: Session): Promise<string> {
  return `Bearer ${await session.getIdToken()}`;
}

interface CallOptions<E extends Endpoint> {
  query?: QueryValues;
  body?: ApiRequestBody<E>;
  /** The headers the entry declares; an entry without them takes none. */
  headers?: ApiRequestHeaders<E>;
  /** The signed-in user making the call; its ID token goes in the Authorization header. */
  session?: Session;
}

/** The call's own headers, with the session's Authorization when it has one. */
async function callHeaders(options: CallOptions<Endpoint> | undefined): Promise<Headers> {
  const headers = new Headers();
  for (const [name, value] of Object.entries<string | undefined>(options?.headers ?? {})) {
    if (value !== undefined) headers.set(name, value);
  }
  if (options?.session) headers.set("Authorization", await sessionAuthorization(options.session));
  return headers;
}

/** The options of a call: `params` is required exactly when the path has `:params`. */
export type ApiCallOptions<E extends Endpoint> = CallOptions<E> &
  (keyof PathParams<E> extends never ? { params?: undefined } : { params: PathParams<E> });

/** The rest arguments of a call: the options, required exactly when the path has `:params`. */
export type ApiCallArgs<E extends Endpoint> = keyof PathParams<E> extends never
  ? [options?: ApiCallOptions<E>]
  : [options: ApiCallOptions<E>];

async function call<E extends Endpoint>(
  endpoint: E,
  options: ApiCallOptions<E> | undefined,
): Promise<{ body: ApiResponse<E>; headers: Headers }> {
  const url = fillPath(endpoint.path, options?.params ?? {}, options?.query);
  const { body, headers } = await fetchJsonResponse(url, {
    method: endpoint.method,
    headers: await callHeaders(options),
    ...(options?.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { body: checkAnswer(endpoint, body), headers };
}

/** Calls an endpoint of the store's API (same origin: Hosting rewrites /api/** to the function). */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  ...[options]: ApiCallArgs<E>
): Promise<ApiResponse<E>> {
  return (await call(endpoint, options)).body;
}

/**
 * A GET of an endpoint that answers a file rather than JSON (a CSV export): its body as a Blob.
 * A file is streamed while the server reads it, so it has FILE_TIMEOUT_MS rather than
 * API_TIMEOUT_MS; an error answer is the API's JSON, as for every endpoint.
 */
export async function apiFile<E extends Endpoint>(
  endpoint: E,
  ...[options]: ApiCallArgs<E>
): Promise<Blob> {
  const url = fillPath(endpoint.path, options?.params ?? {}, options?.query);
  const response = await send(url, { headers: await callHeaders(options) }, FILE_TIMEOUT_MS);
  if (!response.ok) throw failure(response, parsedBody(await response.text()));
  return response.blob();
}

/** One page of a listing; `nextCursor` is where the next page starts, undefined on the last. */
export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

/** `?limit=&after=`, then the endpoint's own filters. */
export interface PageRequest {
  limit: number;
  after: string | undefined;
}

/** One page of a listing endpoint, with the next page's cursor from its header. */
export async function apiPage<E extends ListEndpoint>(
  endpoint: E,
  { limit, after }: PageRequest,
  ...[options]: ApiCallArgs<E>
): Promise<Page<ApiListItem<E>>> {
  // Spreading the generic options loses their conditional `params` type; they are unchanged.
  const { body, headers } = await call(endpoint, {
    ...options,
    query: { limit, after, ...options?.query },
  } as ApiCallOptions<E>);
  // A list endpoint's answer is an array of its items; TypeScript cannot follow that through
  // the generic name.
  const items = body as unknown as ApiListItem<E>[];
  return { items, nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}
