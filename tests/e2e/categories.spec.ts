import { expect, test } from "@playwright/test";

import { scrollThroughPage } from "../../scripts/lib/scroll-through.mjs";

import { fetchCatalogue } from "./support/catalogue.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";

const ORDER = ["technology", "business", "biography", "self-help", "finance", "fiction"];

test("the category page shows a carousel per category, in the spec's order", async ({
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

test("each category's books come in random order", async ({ page }) => {
  const orders = new Set<string>();
  for (let visit = 0; visit < 4; visit += 1) {
    await openStore(page, "/categories");
    const titles = page
      .getByTestId("category-technology")
      .getByTestId("book-card")
      .getByRole("heading", { level: 3 });
    await expect(titles.first()).toBeVisible();
    orders.add((await titles.allTextContents()).join("|"));
  }
  // 14 books: four identical shuffles in a row would happen about once in 10^33 runs.
  expect(orders.size).toBeGreaterThan(1);
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
