import type { Page } from "@playwright/test";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  type CatalogueFilters,
  type CatalogueSort,
} from "@bookstore/shared/catalogue/catalogue-query.ts";

import { expectedListing } from "../support/catalogue-order.ts";
import { addFullPriceBooks, removeFullPriceBooks } from "../support/full-price-books.ts";
import { addRatedBooks, removeRatedBooks, type RatedBooks } from "../support/rated-books.ts";

import { db } from "./support/admin-data.ts";
import { fetchCatalogue } from "./support/catalogue.ts";
import { recordInitiators } from "./support/request-initiators.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const SORT_LABELS: Record<CatalogueSort, string> = {
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "best-selling": "Best selling",
  "top-rated": "Top rated",
  title: "Title: A to Z",
};

/**
 * Reviewed books, best first, dated before every other book: the newest-first pages end with
 * them, and the top-rated listing starts with them.
 */
const RATED = [
  { title: "Top Rated Five Stars", ratings: [5], added: new Date("2019-03-01T00:00:00Z") },
  { title: "Top Rated Four Stars", ratings: [4, 4], added: new Date("2019-06-01T00:00:00Z") },
];

const cardTitles = (page: Page) =>
  page
    .getByRole("list", { name: "Books" })
    .getByTestId("book-card")
    .getByRole("heading", { level: 3 });

/** The titles of one page of the expected listing. */
function titlesOf(
  catalogue: readonly Book[],
  sort: CatalogueSort,
  filters: CatalogueFilters,
  page = 0,
): string[] {
  return expectedListing(catalogue, sort, filters)
    .slice(page * CATALOGUE_PAGE_SIZE, (page + 1) * CATALOGUE_PAGE_SIZE)
    .map((book) => book.title);
}

const pager = (page: Page) => page.getByRole("navigation", { name: "Pages" });

test.describe("the catalogue page", () => {
  let catalogue: Book[] = [];
  let rated: RatedBooks = { ids: [], orderIds: [] };

  test.beforeAll(async () => {
    // Customers review the rated books through the API, and the roll-up takes a second or two.
    test.setTimeout(90_000);
    await addFullPriceBooks(db);
    rated = await addRatedBooks(db, "e2e-catalogue-rated", RATED);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await removeRatedBooks(db, rated);
    await removeFullPriceBooks(db);
  });

  test.beforeEach(async ({ request }) => {
    catalogue = await fetchCatalogue(request);
    // Enough books for three pages, so Next and Previous both show.
    expect(catalogue.length).toBeGreaterThan(2 * CATALOGUE_PAGE_SIZE);
  });

  test("opens from the header's Menu, which links the categories too", async ({ page }) => {
    await openStore(page, "/about");
    const header = page.getByRole("banner");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(header.getByRole("link", { name: "Categories" })).toHaveAttribute(
      "href",
      "/categories",
    );
    await header.getByRole("link", { name: "All books" }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect(page.getByRole("heading", { level: 1, name: "All books" })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "newest", {}));
  });

  test("opens from the footer", async ({ page }) => {
    await openStore(page, "/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "All books" }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "newest", {}));
  });

  test("the default page's books come in the page; a filtered page asks the API once", async ({
    page,
  }) => {
    const sent = await recordInitiators(page, (url) => new URL(url).pathname === "/api/books");
    await openStore(page, "/books");
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "newest", {}));
    expect(sent).toEqual([]);
    await openStore(page, "/books?category=technology");
    await expect(cardTitles(page).first()).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]?.url ?? "").search).toBe("?order=newest&category=technology&limit=25");
  });

  test("filters by category", async ({ page }) => {
    await openStore(page, "/books");
    await page.getByLabel("Category").selectOption("finance");
    await expect(page).toHaveURL(/\/books\?category=finance$/);
    await expect(cardTitles(page)).toHaveText(
      titlesOf(catalogue, "newest", { category: "finance" }),
    );
  });

  test("filters by a price range on the new price", async ({ page }) => {
    await openStore(page, "/books");
    await page.getByLabel("Min price ($)").fill("10");
    await page.getByLabel("Max price ($)").fill("20");
    await page.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/\/books\?min=10&max=20$/);
    const expected = titlesOf(catalogue, "newest", { minPrice: 10, maxPrice: 20 });
    expect(expected.length).toBeGreaterThan(0);
    await expect(cardTitles(page)).toHaveText(expected);
  });

  test("filters the books on sale", async ({ page }) => {
    await openStore(page, "/books?category=fiction");
    // The listing replaces the page's first paint once its books arrive; a click before that
    // lands on the element being replaced.
    await expect(cardTitles(page).first()).toBeVisible();
    await page.getByLabel("On sale only").check();
    await expect(page).toHaveURL(/\/books\?category=fiction&sale=1$/);
    const expected = titlesOf(catalogue, "newest", { category: "fiction", onSale: true });
    const all = titlesOf(catalogue, "newest", { category: "fiction" });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected).not.toContain("Full Price fiction");
    expect(all).toContain("Full Price fiction");
    await expect(cardTitles(page)).toHaveText(expected);
  });

  test("sorts by each order", async ({ page }) => {
    await openStore(page, "/books");
    for (const sort of CATALOGUE_SORTS.toReversed()) {
      await page.getByLabel("Sort by").selectOption({ label: SORT_LABELS[sort] });
      await expect(page).toHaveURL(sort === "newest" ? /\/books$/ : new RegExp(`sort=${sort}$`));
      await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, sort, {}));
    }
  });

  test("Top rated puts the reviewed books first, the best average first", async ({ page }) => {
    await openStore(page, "/books");
    const newest = titlesOf(catalogue, "newest", {});
    expect(newest).not.toContain("Top Rated Five Stars");
    await expect(cardTitles(page)).toHaveText(newest);
    await page.getByLabel("Sort by").selectOption({ label: "Top rated" });
    await expect(page).toHaveURL(/\/books\?sort=top-rated$/);
    const cards = page.getByRole("list", { name: "Books" }).getByTestId("book-card");
    await expect(cards.nth(0).getByRole("heading", { level: 3 })).toHaveText(
      "Top Rated Five Stars",
    );
    await expect(cards.nth(0).getByTestId("book-rating")).toContainText("5.0 (1 review)");
    await expect(cards.nth(1).getByRole("heading", { level: 3 })).toHaveText(
      "Top Rated Four Stars",
    );
    await expect(cards.nth(1).getByTestId("book-rating")).toContainText("4.0 (2 reviews)");
    // The books without reviews follow, every one of them: newest first among equals.
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "top-rated", {}));
    await expect(cards.nth(2).getByTestId("book-rating")).toHaveText("No reviews yet");

    // The address alone opens the same listing.
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("top-rated");
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "top-rated", {}));
  });

  test("sorts and filters together, the price range beside another order", async ({ page }) => {
    const filters = { minPrice: 10, maxPrice: 30 };
    await openStore(page, "/books?min=10&max=30&sort=title");
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "title", filters));
    await page.getByLabel("Sort by").selectOption({ label: "Best selling" });
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "best-selling", filters));
  });

  test("pages with Next and Previous, each page an address of its own", async ({ page }) => {
    await openStore(page, "/books?sort=price-asc");
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "price-asc", {}, 0));
    await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/sort=price-asc&after=/);
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "price-asc", {}, 1));
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "price-asc", {}, 2));
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/sort=price-asc&before=/);
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "price-asc", {}, 1));
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "price-asc", {}, 0));
    await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
  });

  test("a reload shows the same page", async ({ page }) => {
    await openStore(page, "/books?sale=1&sort=title");
    await pager(page).getByRole("link", { name: "Next" }).click();
    const expected = titlesOf(catalogue, "title", { onSale: true }, 1);
    await expect(cardTitles(page)).toHaveText(expected);
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(cardTitles(page)).toHaveText(expected);
    await expect(page.getByLabel("On sale only")).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("title");
  });

  test("the back button returns to the page before each choice", async ({ page }) => {
    await openStore(page, "/books");
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "newest", {}));
    await page.getByLabel("Category").selectOption("business");
    const business = titlesOf(catalogue, "newest", { category: "business" });
    await expect(cardTitles(page)).toHaveText(business);
    await page.getByLabel("Sort by").selectOption({ label: "Title: A to Z" });
    await expect(cardTitles(page)).toHaveText(
      titlesOf(catalogue, "title", { category: "business" }),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/books\?category=business$/);
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
    await expect(cardTitles(page)).toHaveText(business);
    await page.goBack();
    await expect(page).toHaveURL(/\/books$/);
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "newest", {}));
  });

  test("a shared address opens the same page in another browser", async ({ page, browser }) => {
    await openStore(page, "/books?category=technology&sort=price-desc");
    const expected = titlesOf(catalogue, "price-desc", { category: "technology" });
    await expect(cardTitles(page)).toHaveText(expected);
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await openStore(elsewhere, page.url());
    await expect(cardTitles(elsewhere)).toHaveText(expected);
    await expect(elsewhere.getByLabel("Category")).toHaveValue("technology");
    await other.close();
  });

  test("says when nothing matches, and clears the filters", async ({ page }) => {
    await openStore(page, "/books?category=fiction&min=9000&sort=title");
    const empty = page.getByTestId("catalogue-empty");
    await expect(empty.getByRole("status")).toHaveText("No books match these filters.");
    await expect(cardTitles(page)).toHaveCount(0);
    await expectAccessible(page);
    await empty.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/books\?sort=title$/);
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "title", {}));
  });

  test("falls back to the defaults for an address it cannot read", async ({ page }) => {
    await openStore(page, "/books?category=poetry&sort=random&min=cheap&max=-1&after=a%2Fb");
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "newest", {}));
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
  });

  test("a page after a book that no longer exists offers the first page", async ({ page }) => {
    await openStore(page, "/books?sort=title&after=no-such-book");
    await expect(page.getByRole("alert")).toHaveText("The books could not be loaded.");
    await page.getByRole("link", { name: "Back to the first page" }).click();
    await expect(page).toHaveURL(/\/books\?sort=title$/);
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "title", {}));
  });

  test("is usable by keyboard, passes axe and fits 360 to 1440 pixels", async ({ page }) => {
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await openStore(page, "/books");
      await expect(cardTitles(page)).toHaveCount(CATALOGUE_PAGE_SIZE);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    }
    await expectAccessible(page);
    await page.getByLabel("Sort by").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Min price ($)")).toBeFocused();
    await page.keyboard.type("40");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/books\?min=40$/);
    await expect(cardTitles(page)).toHaveText(titlesOf(catalogue, "newest", { minPrice: 40 }));
  });
});
