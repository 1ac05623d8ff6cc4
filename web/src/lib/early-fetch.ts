/**
 * Requests a page's first screen needs, started by a small entry of their own (first-screen.ts)
 * while the app's JavaScript still downloads, and handed over to the app's first request of the
 * same address. On a phone that saves the app's download and start-up before the data's.
 */
import type { ApiResponse } from "@shared/api/contract.ts";

import { API_TIMEOUT_MS } from "./api-timeout";
import { EARLY_ANSWER_SHAPES, type EarlyAnswerEndpoint } from "./early-answer-shapes";
import { matchesShape } from "./json-shape";

interface EarlyFetch {
  /** The store's endpoint asked, whose response shape the answer has; none for another site. */
  endpoint?: EarlyAnswerEndpoint["name"];
  response: Promise<Response>;
  /** The successful answer's JSON; undefined for an error status or an answer of another shape. */
  answer: Promise<unknown>;
  /** The answer, once it has arrived. */
  body?: unknown;
}

declare global {
  interface Window {
    /** Address -> a request started before the app. */
    bookstoreEarlyFetches?: Map<string, EarlyFetch>;
  }
}

function start(url: string, endpoint?: EarlyAnswerEndpoint): Promise<unknown> {
  const response = fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  const answer = response.then(async (arrived) => {
    if (!arrived.ok) return undefined;
    const body: unknown = await arrived.clone().json();
    if (endpoint && !matchesShape(body, EARLY_ANSWER_SHAPES[endpoint.name])) {
      // The page asks again through the API client, whose check names the problem to the shopper.
      console.error(`The early answer to ${endpoint.method} ${url} has an unexpected shape`);
      return undefined;
    }
    return body;
  });
  const early: EarlyFetch = { endpoint: endpoint?.name, response, answer };
  (window.bookstoreEarlyFetches ??= new Map()).set(url, early);
  answer.then(
    (body) => {
      early.body = body;
    },
    () => undefined,
  );
  return answer;
}

/**
 * Starts a GET of the store's API at `url` (an address of `endpoint`, with the API's timeout)
 * that the app can take over with takeEarlyAnswer or earlyAnswerOr. Resolves with the answer once
 * it has the endpoint's response shape; undefined for an error status or an answer of another
 * shape, which the app then asks for again.
 */
export function startEarlyApiFetch<E extends EarlyAnswerEndpoint>(
  endpoint: E,
  url: string,
): Promise<ApiResponse<E> | undefined> {
  return start(url, endpoint) as Promise<ApiResponse<E> | undefined>;
}

/**
 * Starts a GET of another site's `url` that the API client takes over (takeEarlyFetch) and checks
 * as it checks its own requests. Resolves with the successful answer's JSON, unchecked.
 */
export function startEarlyFetch(url: string): Promise<unknown> {
  return start(url);
}

/** The early request of `url`, once: whoever takes it owns its answer. */
function takeEarly(url: string): EarlyFetch | undefined {
  const early = window.bookstoreEarlyFetches?.get(url);
  window.bookstoreEarlyFetches?.delete(url);
  return early;
}

/** The early request of `url` to `endpoint`, once; none if it was not started for it. */
function takeEarlyOf(endpoint: EarlyAnswerEndpoint, url: string): EarlyFetch | undefined {
  const early = takeEarly(url);
  return early?.endpoint === endpoint.name ? early : undefined;
}

/** The early answer of `url` if it has already arrived, once: the page can render it at once. */
export function takeEarlyAnswer<E extends EarlyAnswerEndpoint>(
  endpoint: E,
  url: string,
): ApiResponse<E> | undefined {
  const early = window.bookstoreEarlyFetches?.get(url);
  if (early?.body === undefined || early.endpoint !== endpoint.name) return undefined;
  window.bookstoreEarlyFetches?.delete(url);
  // Checked against the endpoint's response shape when it arrived.
  return early.body as ApiResponse<E>;
}

/**
 * The early answer of `url` when it arrives (taken once), or `ask()`'s where none was started or
 * it failed: a page that rendered before its early answer waits for that answer, instead of
 * asking again through the API client (and loading its answer check before the first paint).
 */
export async function earlyAnswerOr<E extends EarlyAnswerEndpoint, T>(
  endpoint: E,
  url: string,
  ask: () => Promise<T>,
): Promise<ApiResponse<E> | T> {
  const body = await takeEarlyOf(endpoint, url)?.answer.catch(() => undefined);
  // Checked against the endpoint's response shape when it arrived.
  return body === undefined ? ask() : (body as ApiResponse<E>);
}

/** The early response of `url`, once: a second request of the address fetches again. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  return takeEarly(url)?.response;
}

/** Fetches an image now, with the priority of the page's largest paint, for the page to show. */
export function preloadImage(url: string): void {
  // An Image, not a <link rel="preload">: inserting a link into the head while the page is
  // still loading costs a main-thread task per link.
  const image = new Image();
  image.fetchPriority = "high";
  image.src = url;
}
