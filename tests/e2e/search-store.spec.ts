import type { Page } from "@playwright/test";

import { SEARCH_LIMITS } from "@bookstore/shared/search/search-api.ts";

import { recordInitiators } from "./support/request-initiators.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import {
  CLOCKMAKER_TITLE,
  searchAnswer,
  storeMatches as cards,
  waitForSearchIndex,
  withoutOpenLibrary,
} from "./support/store-search.ts";
import { expect, test } from "./support/test.ts";

/** A query that matches more than a page of the seeded catalogue. */
const BROAD_QUERY = "the";

test.beforeAll(async ({ request }) => {
  await waitForSearchIndex(request);
});

test.beforeEach(async ({ context }) => {
  await withoutOpenLibrary(context);
});

const store = (page: Page) => page.getByRole("region", { name: "From our store" });
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 });

const countText = (total: number) => (total === 1 ? "1 book matches" : `${total} books match`);

for (const query of ["clockmak", "vellingten", "last clockmaker"]) {
  test(`"${query}" finds the clockmaker's book first, with its stock`, async ({ page }) => {
    await openStore(page, `/search?q=${encodeURIComponent(query)}`);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(CLOCKMAKER_TITLE);
    await expect(first.getByTestId("book-stock")).toHaveText(/In stock|Only \d+ left|Out of stock/);
    await expect(first.getByRole("link", { name: CLOCKMAKER_TITLE, exact: true })).toHaveAttribute(
      "href",
      /^\/books\//,
    );
  });
}

test("the first results come in the page: the API is not asked for them", async ({ page }) => {
  const asked = await recordInitiators(page, (url) => url.includes("/api/books/search"));
  await openStore(page, "/search?q=clockmak");
  await expect(cardTitles(page).first()).toHaveText(CLOCKMAKER_TITLE);
  await expect(cards(page).first().getByRole("img")).toHaveAttribute(
    "src",
    (await page.locator('link[rel="preload"][as="image"]').first().getAttribute("href")) ?? "",
  );
  expect(asked).toEqual([]);
});

test("the store's matches come before Open Library's", async ({ page }) => {
  await openStore(page, "/search?q=clockmak");
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "From our store",
    "From Open Library",
  ]);
});

test("pages through the matches in the address", async ({ page, request }) => {
  const first = await searchAnswer(request, { q: BROAD_QUERY });
  const second = await searchAnswer(request, { q: BROAD_QUERY, page: "2" });
  expect(first.total).toBeGreaterThan(SEARCH_LIMITS.pageSize.default);

  await openStore(page, `/search?q=${BROAD_QUERY}`);
  await expect(store(page).getByTestId("store-results-count")).toHaveText(countText(first.total));
  await expect(cardTitles(page)).toHaveText(first.books.map((book) => book.title));
  const pages = store(page).getByRole("navigation", { name: "Result pages" });
  const lastPage = Math.ceil(first.total / SEARCH_LIMITS.pageSize.default);
  await expect(pages).toContainText(`Page 1 of ${lastPage}`);

  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${BROAD_QUERY}&page=2$`));
  await expect(cardTitles(page)).toHaveText(second.books.map((book) => book.title));
  await expect(pages).toContainText(`Page 2 of ${lastPage}`);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${BROAD_QUERY}$`));
  await expect(cardTitles(page)).toHaveText(first.books.map((book) => book.title));

  await openStore(page, `/search?q=${BROAD_QUERY}&page=2`);
  await expect(cardTitles(page)).toHaveText(second.books.map((book) => book.title));
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${BROAD_QUERY}$`));
});

test("the catalogue's filters narrow the matches, in the address", async ({ page, request }) => {
  const all = await searchAnswer(request, { q: BROAD_QUERY });
  const biography = await searchAnswer(request, { q: BROAD_QUERY, category: "biography" });
  const onSale = await searchAnswer(request, {
    q: BROAD_QUERY,
    category: "biography",
    onSale: "true",
  });
  expect(biography.total).toBeGreaterThan(0);
  expect(biography.total).toBeLessThan(all.total);

  await openStore(page, `/search?q=${BROAD_QUERY}&page=2`);
  const filters = store(page).getByRole("form", { name: "Filter" });
  await filters.getByLabel("Category").selectOption("biography");
  // A new filter starts the matches at their first page.
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${BROAD_QUERY}&category=biography$`));
  await expect(store(page).getByTestId("store-results-count")).toHaveText(
    countText(biography.total),
  );
  await expect(cardTitles(page)).toHaveText(biography.books.map((book) => book.title));

  await filters.getByLabel("On sale only").check();
  await expect(page).toHaveURL(/category=biography&sale=1$/);
  await expect(store(page).getByTestId("store-results-count")).toHaveText(countText(onSale.total));

  await page.goBack();
  await expect(filters.getByLabel("On sale only")).not.toBeChecked();
  await expect(cardTitles(page)).toHaveText(biography.books.map((book) => book.title));
});

test("a price range narrows the matches", async ({ page, request }) => {
  const cheap = await searchAnswer(request, { q: BROAD_QUERY, maxPrice: "12" });
  await openStore(page, `/search?q=${BROAD_QUERY}`);
  const filters = store(page).getByRole("form", { name: "Filter" });
  await filters.getByLabel("Max price ($)").fill("12");
  await filters.getByRole("button", { name: "Apply price" }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${BROAD_QUERY}&max=12$`));
  await expect(store(page).getByTestId("store-results-count")).toHaveText(countText(cheap.total));
  await expect(cardTitles(page)).toHaveText(cheap.books.map((book) => book.title));
});

test("no match offers the closest titles, each a link to its book", async ({ page }) => {
  await openStore(page, "/search?q=clokmakkerr");
  const empty = store(page).getByTestId("store-results-empty");
  await expect(empty).toContainText("No books in our store match “clokmakkerr”.");
  await expect(cards(page)).toHaveCount(0);
  const closest = empty.getByTestId("closest-titles").getByRole("link", { name: CLOCKMAKER_TITLE });
  await closest.click();
  await expect(page).toHaveURL(/\/books\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CLOCKMAKER_TITLE);
});

test("no match among filtered books offers to clear the filters", async ({ page }) => {
  await openStore(page, "/search?q=clockmaker&category=technology");
  const empty = store(page).getByTestId("store-results-empty");
  await expect(empty).toContainText("None of them match these filters.");
  await empty.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/search\?q=clockmaker$/);
  await expect(cardTitles(page).first()).toHaveText(CLOCKMAKER_TITLE);
});

for (const width of [360, 1440]) {
  test(`the results page is accessible and fits ${width} px`, async ({ page }) => {
    // Two accessibility scans of a page of result cards take most of it.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await openStore(page, `/search?q=${BROAD_QUERY}`);
    await expect(cards(page).first()).toBeVisible();
    await expectAccessible(page);
    await openStore(page, "/search?q=clokmakkerr");
    await expect(store(page).getByTestId("closest-titles")).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
