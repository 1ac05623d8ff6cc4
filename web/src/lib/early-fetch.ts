/**
 * Requests a page's first screen needs, started by a small entry of their own (first-screen.ts)
 * while the app's JavaScript still downloads, and handed over to the app's first request of the
 * same address. On a phone that saves the app's download and start-up before the data's.
 */
import { API_TIMEOUT_MS } from "./api-timeout";

declare global {
  interface Window {
    /** Address -> the response of a request started before the app. */
    bookstoreEarlyFetches?: Map<string, Promise<Response>>;
  }
}

/** Starts a GET of `url` (with the API's timeout) that the app can take over with takeEarlyFetch. */
export function startEarlyFetch(url: string): Promise<Response> {
  const response = fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  (window.bookstoreEarlyFetches ??= new Map()).set(url, response);
  return response;
}

/** The early response of `url`, once: a second request of the address fetches again. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const response = window.bookstoreEarlyFetches?.get(url);
  window.bookstoreEarlyFetches?.delete(url);
  return response;
}

/** Fetches an image now, with the priority of the page's largest paint. */
export function preloadImage(url: string): void {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = url;
  link.fetchPriority = "high";
  document.head.append(link);
}
