/**
 * Requests a page's first screen needs, started by a small entry of their own (first-screen.ts)
 * while the app's JavaScript still downloads, and handed over to the app's first request of the
 * same address. On a phone that saves the app's download and start-up before the data's.
 */
import { API_TIMEOUT_MS } from "./api-timeout";

interface EarlyFetch {
  response: Promise<Response>;
  /** The successful answer's JSON; undefined for an error status. */
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

/**
 * Starts a GET of `url` (with the API's timeout) that the app can take over with takeEarlyAnswer,
 * earlyAnswerOr or takeEarlyFetch. Resolves with the successful answer's JSON, undefined for an
 * error status.
 */
export function startEarlyFetch(url: string): Promise<unknown> {
  const response = fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  const answer = response.then((arrived) =>
    arrived.ok ? (arrived.clone().json() as Promise<unknown>) : undefined,
  );
  const early: EarlyFetch = { response, answer };
  (window.bookstoreEarlyFetches ??= new Map()).set(url, early);
  answer.then(
    (body) => {
      early.body = body;
    },
    () => undefined,
  );
  return answer;
}

/** The early request of `url`, once: whoever takes it owns its answer. */
function takeEarly(url: string): EarlyFetch | undefined {
  const early = window.bookstoreEarlyFetches?.get(url);
  window.bookstoreEarlyFetches?.delete(url);
  return early;
}

/** The early answer of `url` if it has already arrived, once: the page can render it at once. */
export function takeEarlyAnswer(url: string): unknown {
  const body = window.bookstoreEarlyFetches?.get(url)?.body;
  if (body !== undefined) window.bookstoreEarlyFetches?.delete(url);
  return body;
}

/**
 * The early answer of `url` when it arrives (taken once), or `ask()`'s where none was started or
 * it failed: a page that rendered before its early answer waits for that answer, instead of
 * asking again through the API client (and loading its answer check before the first paint).
 */
export async function earlyAnswerOr<T>(url: string, ask: () => Promise<T>): Promise<T> {
  const body = await takeEarly(url)?.answer.catch(() => undefined);
  // The same trust as takeEarlyAnswer's: first-screen.ts asked the store's own API for it.
  return body === undefined ? ask() : (body as T);
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
