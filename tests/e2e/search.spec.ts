import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { Page, Route } from "@playwright/test";

import { searchWords } from "@bookstore/shared/books/book-search.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";

import { recordInitiators } from "./support/request-initiators.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** web/src/config/env.ts's defaults; the emulator build does not override them. */
const OPEN_LIBRARY = "https://openlibrary.org";
const COVERS = "https://covers.openlibrary.org";

const fixtures = fileURLToPath(new URL("../fixtures/open-library/", import.meta.url));
const DATA_ENGINEERING = `${fixtures}data-engineering.json`;
const NO_RESULTS = `${fixtures}no-results.json`;
const COVER = `${fixtures}cover-medium.svg`;

interface FixtureDoc {
  key: string;
  title: string;
  cover_i?: number;
}
const dataEngineeringDocs = (
  JSON.parse(readFileSync(DATA_ENGINEERING, "utf8")) as { docs: FixtureDoc[] }
).docs;

/** The fixture's docs with a cover id, newest first; those without a year come last. */
const EXPECTED_TITLES = [
  "Data Engineering Design Patterns",
  "Data Engineering with dbt",
  "Fundamentals of Data Engineering",
  "Data Engineering with Apache Spark, Delta Lake, and Lakehouse",
  "Data Engineering with Python",
  "Data Engineering: Mining, Information and Intelligence",
  "Data Engineering: Fuzzy Mathematics in Systems Theory and Data Analysis",
  "Data engineering",
];
const TITLES_WITHOUT_COVER = dataEngineeringDocs
  .filter((doc) => doc.cover_i === undefined)
  .map((doc) => doc.title);

function fixtureDoc(title: string): FixtureDoc & { cover_i: number } {
  const doc = dataEngineeringDocs.find((each) => each.title === title);
  if (doc?.cover_i === undefined) throw new Error(`no fixture doc with a cover: ${title}`);
  return { ...doc, cover_i: doc.cover_i };
}

/** Answers catalogue searches with `answer` and records each request's URL. */
async function answerSearches(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: URL[] = [];
  await page.route("**/search.json**", async (route) => {
    requests.push(new URL(route.request().url()));
    await answer(route);
  });
  return requests;
}

function withFixture(path: string) {
  return (route: Route) => route.fulfill({ path, contentType: "application/json" });
}

/** Scrolls to the Open Library section, which asks the catalogue only once it nears the screen. */
async function showOpenLibrary(page: Page) {
  await page.getByRole("heading", { name: "From Open Library" }).scrollIntoViewIfNeeded();
}

test.beforeEach(async ({ context }) => {
  // Offline: anything of the catalogue's not answered by a test's own route fails fast.
  // (Routes added later take precedence over this one.)
  await context.route(/^https:\/\/(covers\.)?openlibrary\.org\//, (route) => route.abort());
  await context.route(`${COVERS}/b/id/*-M.jpg`, (route) =>
    route.fulfill({ path: COVER, contentType: "image/svg+xml" }),
  );
});

test("without a query it searches 'data Engineering' by title, spaces as '+'", async ({ page }) => {
  const searches = await answerSearches(page, withFixture(DATA_ENGINEERING));
  await openStore(page, "/search");
  await showOpenLibrary(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Search results for "data Engineering"',
  );
  await expect(page.getByTestId("search-result")).toHaveCount(EXPECTED_TITLES.length);
  expect(searches).toHaveLength(1);
  const [search] = searches;
  if (!search) throw new Error("the page sent no search request");
  expect(`${search.origin}${search.pathname}`).toBe(`${OPEN_LIBRARY}/search.json`);
  expect(search.search).toMatch(/^\?title=data\+Engineering&/);
  expect(search.searchParams.get("limit")).toBe("40");
});

test("asks the catalogue, then each of the first four covers, once", async ({ page }) => {
  await answerSearches(page, withFixture(DATA_ENGINEERING));
  const sent = await recordInitiators(page, (url) => url.includes("openlibrary.org/"));
  const firstFour = EXPECTED_TITLES.slice(0, 4).map(
    (title) => `${COVERS}/b/id/${String(fixtureDoc(title).cover_i)}-M.jpg`,
  );
  await openStore(page, "/search?q=data+engineering");
  await showOpenLibrary(page);
  await expect(page.getByTestId("search-result")).toHaveCount(EXPECTED_TITLES.length);
  const searches = sent.filter(({ url }) => url.includes("/search.json"));
  expect(searches).toHaveLength(1);
  expect(searches[0]?.url).toMatch(
    /^https:\/\/openlibrary\.org\/search\.json\?title=data\+engineering&/,
  );
  for (const cover of firstFour) {
    expect(sent.filter(({ url }) => url === cover)).toHaveLength(1);
  }
});

test("shows covered results only, newest first, with author and first publish year", async ({
  page,
}) => {
  await answerSearches(page, withFixture(DATA_ENGINEERING));
  await openStore(page, "/search?q=data+engineering");
  await showOpenLibrary(page);

  const results = page.getByTestId("search-result");
  await expect(results.getByRole("heading", { level: 3 })).toHaveText(EXPECTED_TITLES);
  expect(TITLES_WITHOUT_COVER).toHaveLength(4);
  for (const title of TITLES_WITHOUT_COVER) {
    await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  }
  const fundamentals = results.filter({ hasText: "Fundamentals of Data Engineering" });
  await expect(fundamentals).toContainText("Joe Reis");
  await expect(fundamentals).toContainText("2022");
});

test("shows medium covers that link to the catalogue in a new tab", async ({ page, context }) => {
  await answerSearches(page, withFixture(DATA_ENGINEERING));
  await context.route(`${OPEN_LIBRARY}/works/*`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Open Library work</title>" }),
  );
  await openStore(page, "/search");
  await showOpenLibrary(page);

  const results = page.getByTestId("search-result");
  await expect(results).toHaveCount(EXPECTED_TITLES.length);
  for (const [index, title] of EXPECTED_TITLES.entries()) {
    const doc = fixtureDoc(title);
    const result = results.nth(index);
    const cover = result.getByRole("img", { name: title, exact: true });
    await expect(cover).toHaveAttribute("src", `${COVERS}/b/id/${doc.cover_i}-M.jpg`);
    // A phone's first screen (two rows of two) fetches its covers at once; the rest when near.
    await expect(cover).toHaveAttribute("loading", index < 4 ? "eager" : "lazy");
    const link = result.getByRole("link");
    await expect(link).toHaveAttribute("href", `${OPEN_LIBRARY}${doc.key}`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  const firstCover = results.first().getByRole("img");
  await firstCover.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      firstCover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);

  const newTab = context.waitForEvent("page");
  await results.first().getByRole("link").click();
  const catalogue = await newTab;
  await expect(catalogue).toHaveURL(`${OPEN_LIBRARY}${fixtureDoc(EXPECTED_TITLES[0] ?? "").key}`);
  expect(page.url()).toMatch(/\/search$/);
});

test("asks Open Library only once its section nears the screen", async ({ page }) => {
  const searches = await answerSearches(page, withFixture(DATA_ENGINEERING));
  await openStore(page, "/search");
  await expect(page.getByTestId("store-results-count")).toHaveText(/books? match/);
  const section = page.getByRole("region", { name: "From Open Library" });
  await expect(section).not.toBeInViewport();
  await expect(section.getByRole("status")).toHaveText("Loading..");
  expect(searches).toHaveLength(0);

  await showOpenLibrary(page);
  await expect(page.getByTestId("search-result")).toHaveCount(EXPECTED_TITLES.length);
  expect(searches).toHaveLength(1);
});

test("says 'No results found for {query}' when the catalogue finds nothing", async ({ page }) => {
  const searches = await answerSearches(page, withFixture(NO_RESULTS));
  await openStore(page, "/search?q=Zyxw+Qvut");

  await expect(page.getByText("No results found for Zyxw Qvut", { exact: true })).toBeVisible();
  await expect(page.getByTestId("search-result")).toHaveCount(0);
  expect(searches[0]?.search).toMatch(/^\?title=Zyxw\+Qvut&/);
});

test("reports a failed search", async ({ page }) => {
  await answerSearches(page, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
  );
  await openStore(page, "/search");
  await showOpenLibrary(page);

  await expect(page.getByRole("alert")).toHaveText("An error occurred while fetching Book data.");
  await expect(page.getByTestId("search-result")).toHaveCount(0);
});

test("reports an answer it cannot read", async ({ page }) => {
  await answerSearches(page, (route) =>
    route.fulfill({ contentType: "application/json", body: '{"docs":"none"}' }),
  );
  await openStore(page, "/search");
  await showOpenLibrary(page);

  await expect(page.getByRole("alert")).toHaveText("An error occurred while fetching Book data.");
});

test("shows 'Loading..' while the search is pending", async ({ page }) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const searches = await answerSearches(page, async (route) => {
    await answered;
    await route.fulfill({ path: DATA_ENGINEERING, contentType: "application/json" });
  });
  await openStore(page, "/search");
  await showOpenLibrary(page);

  await expect.poll(() => searches.length).toBe(1);
  await expect(page.getByRole("status")).toHaveText("Loading..");
  await expect(page.getByTestId("search-result")).toHaveCount(0);

  answer();
  await expect(page.getByTestId("search-result")).toHaveCount(EXPECTED_TITLES.length);
  await expect(page.getByText("Loading..")).toHaveCount(0);
});

test("the header search goes to /search with spaces and dots as '+', then clears", async ({
  page,
}) => {
  const searches = await answerSearches(page, withFixture(DATA_ENGINEERING));
  await openStore(page, "/");

  const box = page.getByPlaceholder("Search for books...");
  await box.fill("data. engineering");
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search\?q=data\+engineering$/);
  await expect(box).toHaveValue("");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Search results for "data engineering"',
  );
  await expect(page.getByTestId("search-result")).toHaveCount(EXPECTED_TITLES.length);
  expect(searches[0]?.search).toMatch(/^\?title=data\+engineering&/);
});

test("lists the store's own matches before the open catalogue's, with Add to Cart", async ({
  page,
  request,
}) => {
  const response = await request.get("/api/books?limit=5");
  expect(response.ok()).toBe(true);
  const [book] = (await response.json()) as Book[];
  if (!book) throw new Error("the store has no books");
  const word = searchWords(book.title).reduce((longest, each) =>
    each.length > longest.length ? each : longest,
  );
  await answerSearches(page, withFixture(NO_RESULTS));
  await openStore(page, `/search?q=${word}`);

  const store = page.getByRole("region", { name: "From our store" });
  const card = store.getByTestId("book-card").filter({
    has: page.getByRole("heading", { name: book.title, exact: true }),
  });
  await expect(card).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "From our store",
    "From Open Library",
  ]);
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Product Added to the Cart", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("the store's matches come at once, in the page or from the search API, never Firestore", async ({
  page,
}) => {
  const events: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/books/search?")) events.push("store search");
    if (request.url().includes("/api/books?search=")) events.push("old store search");
    if (request.url().includes("/google.firestore.v1.Firestore/Listen")) events.push("firestore");
  });
  // The catalogue never answers: the store's matches do not wait for it.
  await answerSearches(page, () => new Promise<void>(() => undefined));
  await openStore(page, "/search");
  await expect(page.getByRole("status")).toHaveText("Loading..");
  await expect(page.getByTestId("store-results-count")).toHaveText(/books? match/);
  // The first results came inside the page.
  expect(events).toEqual([]);

  const box = page.getByRole("combobox", { name: "Search for books" });
  await box.fill("clockwork");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=clockwork$/);
  await expect(page.getByTestId("store-results-count")).toHaveText(/books? match/);
  expect(events).toContain("store search");
  expect(events).not.toContain("old store search");
  expect(events).not.toContain("firestore");
});

test("the results page is accessible and fits 360 to 1440 px without scrolling sideways", async ({
  page,
}) => {
  await answerSearches(page, withFixture(DATA_ENGINEERING));
  await openStore(page, "/search");
  await showOpenLibrary(page);
  await expect(page.getByTestId("search-result")).toHaveCount(EXPECTED_TITLES.length);
  await expect(page.getByRole("region", { name: "From our store" })).toBeVisible();
  await expectAccessible(page);

  for (const width of [360, 768, 1180, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `no horizontal scroll at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
  }
});
