import type * as API from "@bookstore/shared/api/contract.ts";
import type { ApiResponse } from "@bookstore/shared/api/endpoint-types.ts";

import { searchIndexStateRef } from "../../functions/src/lib/collections/search-index.ts";

import { adminDb, api, type ApiAnswer } from "./admin-session.ts";

export type SearchAnswer = ApiResponse<typeof API.searchBooks>;
export type SuggestAnswer = ApiResponse<typeof API.suggestBooks>;

/** GET /api/books/search with the given query parameters. */
export function searchApi(params: Record<string, string>): Promise<ApiAnswer<SearchAnswer>> {
  return api<SearchAnswer>(`/api/books/search?${new URLSearchParams(params).toString()}`);
}

export function suggestApi(params: Record<string, string>): Promise<ApiAnswer<SuggestAnswer>> {
  return api<SuggestAnswer>(`/api/books/suggest?${new URLSearchParams(params).toString()}`);
}

/** The ids a search answers for `q`, best first (the first page of 24). */
export async function searchIds(q: string): Promise<string[]> {
  const { status, body } = await searchApi({ q });
  if (status !== 200) throw new Error(`search for ${q} answered ${status}`);
  return body.books.map((book) => book._id);
}

/** Polls until `check` holds, every 250 ms for at most `ms`; answers the time it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) {
      const took = Date.now() - started;
      // A check that began in time but answered late is late.
      if (took > ms) break;
      return took;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not so within ${ms} ms`);
}

/** How many rebuilds the search index has had. */
export async function searchBuilds(): Promise<number> {
  return (await searchIndexStateRef(adminDb).get()).data()?.builds ?? 0;
}

/** Waits for the first index (the seed's writes ask for it) so a test starts with one. */
export async function searchReady(): Promise<void> {
  await within(60_000, async () => (await searchApi({ q: "clockmaker" })).status === 200);
}
