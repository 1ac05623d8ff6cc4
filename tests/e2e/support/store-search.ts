import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

import type { SearchAnswer } from "@bookstore/shared/books/books-api.ts";

export const CLOCKMAKER_TITLE = "The Last Clockmaker of Vellington";

/** The header's search box and the list of books it suggests. */
export const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search for books" });
export const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggested books" });

/** The store's matches on /search, before Open Library's. */
export const storeMatches = (page: Page) =>
  page.getByRole("region", { name: "From our store" }).getByTestId("book-card");

/** GET /api/books/search with `params`, expecting a 200. */
export async function searchAnswer(
  request: APIRequestContext,
  params: Record<string, string>,
): Promise<SearchAnswer> {
  const response = await request.get("/api/books/search", { params });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

/**
 * Waits until the search answers: the seed's writes ask for the first index, and the API answers
 * 503 until it is built. A test then starts with the index the seed made.
 */
export async function waitForSearchIndex(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get("/api/books/search?q=clockmaker")).status(), {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(200);
}

/** Offline: Open Library's searches and covers fail fast, as no test here looks at them. */
export async function withoutOpenLibrary(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(covers\.)?openlibrary\.org\//, (route) => route.abort());
}
