import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { scrollThroughPage } from "../../scripts/lib/scroll-through.mjs";

import { db } from "./support/admin-data.ts";
import { builtFileOf } from "./support/built-files.ts";
import { fetchCatalogue } from "./support/catalogue.ts";
import { recordInitiators } from "./support/request-initiators.ts";
import { engage, expectAccessible, openStore, recordListens } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const ORDER = ["technology", "business", "biography", "self-help", "finance", "fiction"];

test("the category page shows a carousel per category, in the store's order", async ({
  page,
  request,
}) => {
  const books = await fetchCatalogue(request);
  await openStore(page, "/categories");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Technology",
    "Business",
    "Biography",
    "Self-help",
    "Finance",
    "Fiction",
  ]);
  await scrollThroughPage(page);
  for (const category of ORDER) {
    const expected = books
      .filter((book) => book.category === category)
      .slice(0, 20)
      .map((book) => book.title);
    const titles = page
      .getByTestId(`category-${category}`)
      .getByTestId("book-card")
      .getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(expected.length);
    expect((await titles.allTextContents()).toSorted()).toEqual(expected.toSorted());
  }
  await expectAccessible(page);
});

test("each category's books come in random order, drawn anew on each visit", async ({ page }) => {
  // The first carousel's order is drawn by the server for each page it sends (the page API tests
  // check it); a browser may keep that page a minute. The others are drawn in the browser.
  const orders = new Set<string>();
  for (let visit = 0; visit < 4; visit += 1) {
    await openStore(page, "/categories");
    await engage(page);
    const carousel = page.getByTestId("category-business");
    await carousel.scrollIntoViewIfNeeded();
    const titles = carousel.getByTestId("book-card").getByRole("heading", { level: 3 });
    await expect(titles.first()).toBeVisible();
    orders.add((await titles.allTextContents()).join("|"));
  }
  // 14 books: four identical shuffles in a row would happen about once in 10^33 runs.
  expect(orders.size).toBeGreaterThan(1);
});

test("the first carousel's books come in the page: the API is not asked for them", async ({
  page,
}) => {
  const sent = await recordInitiators(page, (url) => url.includes("/api/books"));
  await openStore(page, "/categories");
  const technology = page.getByTestId("category-technology").getByTestId("book-card");
  await expect(technology.first()).toBeVisible();
  // The next carousels are asked for as they near the screen; the first never is.
  expect(sent.filter(({ url }) => url.includes("category=technology"))).toEqual([]);
});

test("the first carousel shows the order the page drew, opening on the cover it preloaded", async ({
  page,
}) => {
  await openStore(page, "/categories");
  const cards = page.getByTestId("category-technology").getByTestId("book-card");
  await expect(cards.first()).toBeVisible();
  const drawn = await page.locator("#first-screen-data").evaluate((block) => {
    // TanStack's dehydrated state: the carousel's answer is the one query's data.
    const state = JSON.parse(block.textContent) as {
      queries: { queryKey: unknown[]; state: { data: { title: string }[] } }[];
    };
    const carousel = state.queries.find(
      ({ queryKey }) =>
        JSON.stringify(queryKey.slice(0, 3)) ===
        '["api","books",{"category":"technology","limit":"20"}]',
    );
    return (carousel?.state.data ?? []).map((book) => book.title);
  });
  expect(drawn.length).toBeGreaterThan(1);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(drawn);
  const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute("href");
  expect(preloaded).not.toBeNull();
  await expect(cards.first().getByRole("img")).toHaveAttribute("src", preloaded ?? "");
});

test("the page links its own modules as preloads, fetched once", async ({ page }) => {
  const pageModule = builtFileOf("src/app/routes/categories.tsx");
  const sent = await recordInitiators(page, (url) => new URL(url).pathname === pageModule);
  await openStore(page, "/categories");
  await expect(
    page.getByTestId("category-technology").getByTestId("book-card").first(),
  ).toBeVisible();
  // The server writes the page's module preloads into its head.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.filter((file) => file === pageModule)).toHaveLength(1);
  // The router's import found the module already fetched.
  expect(sent).toHaveLength(1);
});

test("a carousel follows its books live once the shopper uses the page, in its order", async ({
  page,
  request,
}) => {
  const [book] = (await fetchCatalogue(request)).filter((each) => each.category === "technology");
  if (!book) throw new Error("no technology book");
  const listens = recordListens(page);
  await openStore(page, "/categories");
  const carousel = page.getByTestId("category-technology");
  const titles = carousel.getByTestId("book-card").getByRole("heading", { level: 3 });
  await expect(titles.first()).toBeVisible();
  const order = await titles.allTextContents();
  // Loaded and untouched, the page keeps the API's answers: no listener, so the network rests.
  await page.waitForLoadState("networkidle");
  expect(listens).toEqual([]);
  await engage(page);
  const card = carousel.getByTestId("book-card").filter({
    has: page.getByRole("heading", { name: book.title, exact: true }),
  });
  try {
    await booksCollection(db).doc(book._id).update({ newPrice: 1.75 });
    await expect(card).toContainText("$1.75");
    await expect(titles).toHaveText(order);
  } finally {
    await booksCollection(db).doc(book._id).update({ newPrice: book.newPrice });
  }
});

test("the first carousel's first covers (the page's largest paint) are fetched at once", async ({
  page,
}) => {
  await openStore(page, "/categories");
  const covers = (category: string) =>
    page.getByTestId(`category-${category}`).getByTestId("book-card").getByRole("img");
  await expect(covers("technology")).not.toHaveCount(0);
  const first = covers("technology");
  for (const index of [0, 1, 2]) {
    await expect(first.nth(index)).toHaveAttribute("loading", "eager");
    await expect(first.nth(index)).toHaveAttribute("fetchpriority", "high");
  }
  await expect(first.nth(3)).toHaveAttribute("loading", "lazy");
  await scrollThroughPage(page);
  await expect(covers("fiction").first()).toHaveAttribute("loading", "lazy");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test("only the cover in view is fetched at once", async ({ page }) => {
    await openStore(page, "/categories");
    const first = page.getByTestId("category-technology").getByTestId("book-card").getByRole("img");
    await expect(first.nth(0)).toHaveAttribute("loading", "eager");
    await expect(first.nth(0)).toHaveAttribute("fetchpriority", "high");
    await expect(first.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(first.nth(1)).toHaveAttribute("fetchpriority", "auto");
  });

  test("a carousel below the screen asks for its books only once the shopper uses the page", async ({
    page,
  }) => {
    const asked = await recordInitiators(page, (url) =>
      url.includes("/api/books?category=business"),
    );
    await openStore(page, "/categories");
    const business = page.getByTestId("category-business").getByTestId("book-card");
    await expect(
      page.getByTestId("category-technology").getByTestId("book-card").first(),
    ).toBeVisible();
    // Loaded and untouched: only the carousel on the screen has its books.
    await page.waitForLoadState("networkidle");
    expect(asked).toHaveLength(0);
    await expect(business).toHaveCount(0);
    // A touch: the next carousel, within a scroll of the screen, loads before it is scrolled to.
    await engage(page);
    await expect(business.first()).toBeAttached();
    expect(asked).toHaveLength(1);
  });

  test("a carousel waiting below the screen says it is loading, and nothing moves off the screen", async ({
    page,
  }) => {
    await openStore(page, "/categories");
    await expect(
      page.getByTestId("category-technology").getByTestId("book-card").first(),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("category-fiction").getByRole("status")).toHaveText(
      "Loading fiction books",
    );
    // An animation ticks every frame wherever its element is: only what is on the screen may run.
    const runningBelowScreen = await page.evaluate(() =>
      document.getAnimations().flatMap((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (animation.playState !== "running" || !target) return [];
        const { top } = target.getBoundingClientRect();
        return top >= window.innerHeight ? [Math.round(top)] : [];
      }),
    );
    expect(runningBelowScreen).toEqual([]);
  });
});
