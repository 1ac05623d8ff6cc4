import type { Page, Request } from "@playwright/test";

import { expectAccessible, openStore } from "./support/store-page.ts";
import {
  CLOCKMAKER_TITLE,
  searchBox,
  suggestions,
  waitForSearchIndex,
  withoutOpenLibrary,
} from "./support/store-search.ts";
import { expect, test } from "./support/test.ts";

test.beforeAll(async ({ request }) => {
  await waitForSearchIndex(request);
});

test.beforeEach(async ({ context }) => {
  await withoutOpenLibrary(context);
});

/** The suggestion requests the page sends, by their `q`. */
function recordSuggestions(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/books/suggest") asked.push(url.searchParams.get("q") ?? "");
  });
  return asked;
}

/**
 * Types as a shopper does, a key at a time, and waits for the list of the whole text: a slow
 * machine may ask for a shorter prefix first, whose list shows until the last answer replaces it.
 */
async function typeAndWait(page: Page, text: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/books/suggest" && url.searchParams.get("q") === text;
  });
  await searchBox(page).pressSequentially(text, { delay: 40 });
  const answer = (await (await answered).json()) as {
    suggestions: { title: string }[];
    closest: { title: string }[];
  };
  const books = answer.suggestions.length > 0 ? answer.suggestions : answer.closest;
  const options = suggestions(page).getByRole("option");
  await expect(options).toHaveCount(books.length);
  await expect(options.first()).toContainText(books[0]?.title ?? "");
}

test("suggests books as the shopper types: cover, title, author and price", async ({ page }) => {
  const asked = recordSuggestions(page);
  await openStore(page, "/");
  const box = searchBox(page);
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await typeAndWait(page, "clockmak");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute(
    "aria-controls",
    (await suggestions(page).getAttribute("id")) ?? "",
  );
  const first = suggestions(page).getByRole("option").first();
  await expect(first).toContainText(CLOCKMAKER_TITLE);
  await expect(first).toContainText("Saoirse Pendlebury");
  await expect(first).toContainText("$13.99");
  await expect(first.locator("img")).toHaveAttribute("src", /\/covers\//);
  // Debounced: a word typed at a typist's pace asks once or twice, never once a letter, and
  // never for fewer than two letters.
  expect(asked.length).toBeLessThanOrEqual(2);
  expect(asked.every((q) => q.length >= 2)).toBe(true);
  expect(asked.at(-1)).toBe("clockmak");
});

test("asks nothing for a single letter", async ({ page }) => {
  const asked = recordSuggestions(page);
  await openStore(page, "/");
  await searchBox(page).pressSequentially("c");
  await page.waitForTimeout(600);
  expect(asked).toEqual([]);
  await expect(suggestions(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
});

test("ArrowDown and Enter open the highlighted book's page", async ({ page }) => {
  await openStore(page, "/");
  await typeAndWait(page, "clockmak");
  const box = searchBox(page);
  await expect(box).not.toHaveAttribute("aria-activedescendant", /./);

  await box.press("ArrowDown");
  const first = suggestions(page).getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute(
    "aria-activedescendant",
    (await first.getAttribute("id")) ?? "",
  );
  await expect(first).toContainText(CLOCKMAKER_TITLE);

  await box.press("Enter");
  await expect(page).toHaveURL(/\/books\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CLOCKMAKER_TITLE);
  await expect(box).toHaveValue("");
});

test("ArrowUp wraps to the last suggestion and ArrowDown back to the first", async ({ page }) => {
  await openStore(page, "/");
  await typeAndWait(page, "the");
  const options = suggestions(page).getByRole("option");
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await searchBox(page).press("ArrowUp");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await searchBox(page).press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "false");
});

test("Enter with no suggestion highlighted goes to the search page", async ({ page }) => {
  await openStore(page, "/");
  await typeAndWait(page, "clockmak");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=clockmak$/);
  await expect(searchBox(page)).toHaveValue("");
  const store = page.getByRole("region", { name: "From our store" });
  await expect(store.getByTestId("book-card").first()).toContainText(CLOCKMAKER_TITLE);
});

test("Escape closes the list, and a second Escape clears the box", async ({ page }) => {
  await openStore(page, "/");
  await typeAndWait(page, "clockmak");
  const box = searchBox(page);
  await box.press("ArrowDown");

  await box.press("Escape");
  await expect(suggestions(page)).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).not.toHaveAttribute("aria-activedescendant", /./);
  await expect(box).toHaveValue("clockmak");
  await expect(box).toBeFocused();

  await box.press("Escape");
  await expect(box).toHaveValue("");
  await expect(page).toHaveURL(/\/$/);
});

test("a click on a suggestion opens its book", async ({ page }) => {
  await openStore(page, "/");
  await typeAndWait(page, "vellington");
  await suggestions(page)
    .getByRole("option", { name: new RegExp(CLOCKMAKER_TITLE) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CLOCKMAKER_TITLE);
});

test("the list's code loads once the box is focused, not with the page", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (request) => {
    // The lazy chunk of web/src/features/search/components/suggestion-list.tsx.
    if (/\/assets\/suggestion-list-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await openStore(page, "/");
  await page.waitForLoadState("networkidle");
  expect(chunks).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => chunks.length).toBe(1);
});

for (const width of [360, 1440]) {
  test(`the open list is accessible and on screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openStore(page, "/");
    await expectAccessible(page);
    await typeAndWait(page, "clockmak");
    await searchBox(page).press("ArrowDown");
    await expectAccessible(page);
    const box = await suggestions(page).boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
