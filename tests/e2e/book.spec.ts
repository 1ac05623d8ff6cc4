import { booksCollection } from "../../functions/src/lib/collections/books.ts";

import { db, removeBook, storeBook } from "./support/admin-data.ts";
import { fetchCatalogue, firstBook } from "./support/catalogue.ts";
import { recordInitiators } from "./support/request-initiators.ts";
import { shopDate } from "./support/shopper.ts";
import { engage, expectAccessible, openStore, recordListens } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

test.describe("single book page", () => {
  test("shows the book with its publish date, prices and author", async ({ page, request }) => {
    const book = firstBook(await fetchCatalogue(request), (candidate) => candidate.author !== "");
    await openStore(page, `/books/${book._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
    await expect(page.getByText(book.author, { exact: true })).toBeVisible();
    await expect(page.locator("time")).toHaveText(await shopDate(page, book.createdAt));
    await expect(page.getByText(book.description)).toBeVisible();
    await expect(page.getByText(`$${book.newPrice.toFixed(2)}`)).toBeVisible();
    await expect(page.locator("del")).toContainText(`$${book.oldPrice.toFixed(2)}`);
    const cover = page.getByRole("img", { name: `Cover of ${book.title}` });
    await expect(cover).toHaveAttribute("src", `/covers/${book.coverImage}`);
    // The page's largest paint: fetched at once, not when layout finds it in view.
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    await expectAccessible(page);
  });

  test("shows 'admin' when the author is empty", async ({ page, request }) => {
    const book = firstBook(await fetchCatalogue(request), (candidate) => candidate.author === "");
    await openStore(page, `/books/${book._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
    await expect(page.getByText("admin", { exact: true })).toBeVisible();
  });

  test("falls back to the placeholder cover when the cover cannot load", async ({
    page,
    request,
  }) => {
    const book = firstBook(await fetchCatalogue(request));
    await page.route("**/covers/**", (route) => route.fulfill({ status: 404, body: "" }));
    await openStore(page, `/books/${book._id}`);
    await expect(page.getByRole("img", { name: `Cover of ${book.title}` })).toHaveAttribute(
      "src",
      "/fallback-cover.svg",
    );
  });

  for (const id of ["no-such-book", "bad%2Fid"]) {
    test(`shows the load error for ${id}`, async ({ page }) => {
      await openStore(page, `/books/${id}`);
      await expect(page.getByRole("alert")).toHaveText("Error happened while loading book info");
    });
  }

  test("data of another shape, in the page or from the API, shows the load error", async ({
    page,
    request,
  }) => {
    const book = firstBook(await fetchCatalogue(request));
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    let tampered = false;
    await page.route(
      (url) => url.pathname === `/books/${book._id}`,
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const changed = html.replace(`"newPrice":${String(book.newPrice)}`, '"newPrice":"cheap"');
        tampered = changed !== html;
        await route.fulfill({ response, body: changed });
      },
    );
    let asked = 0;
    await page.route(`**/api/books/${book._id}`, (route) => {
      asked += 1;
      return route.fulfill({ json: { ...book, newPrice: "cheap" } });
    });
    await openStore(page, `/books/${book._id}`);
    await expect(page.getByRole("alert")).toHaveText("Error happened while loading book info");
    await expect(page.getByRole("heading", { level: 1, name: book.title })).toHaveCount(0);
    // The page's data block failed its check and was left out: the API was asked, and refused too.
    // The route starts the request beside the screen's code; when that answer fails before the
    // code arrives (a busy machine), the mounting screen asks once more (TanStack's retryOnMount).
    expect(tampered).toBe(true);
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(asked).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  test("its first paint asks the API nothing: the book comes in the page, the cover once", async ({
    page,
    request,
  }) => {
    const book = firstBook(await fetchCatalogue(request));
    const sent = await recordInitiators(
      page,
      (url) => new URL(url).pathname === `/api/books/${book._id}` || url.includes(`/covers/`),
    );
    await openStore(page, `/books/${book._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
    await expect(page.getByRole("img", { name: `Cover of ${book.title}` })).toHaveJSProperty(
      "complete",
      true,
    );
    // The page's data block held the book; its head's preload fetched the cover, once.
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([`/covers/${book.coverImage}`]);
    expect(sent[0]?.by).toBe("parser");
  });

  test("follows the book in Firestore once the shopper uses the page: a new price shows", async ({
    page,
  }) => {
    const id = await storeBook("A Book Whose Price Moves");
    const listens = recordListens(page);
    try {
      await openStore(page, `/books/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Book Whose Price Moves");
      // Loaded and untouched, the page keeps the API's answer: no listener, so the network rests.
      await page.waitForLoadState("networkidle");
      expect(listens).toEqual([]);
      await engage(page);
      await booksCollection(db).doc(id).update({ newPrice: 3.25 });
      await expect(page.getByText("$3.25")).toBeVisible();
      await booksCollection(db).doc(id).delete();
      await expect(page.getByRole("alert")).toHaveText("Error happened while loading book info");
    } finally {
      await removeBook(id);
    }
  });

  test("in-app navigation requests the book while the page's code is still loading", async ({
    page,
  }) => {
    await openStore(page);
    const link = page.getByTestId("book-card").getByRole("link").first();
    const href = await link.getAttribute("href");
    if (!href?.startsWith("/books/")) throw new Error(`the first card links to ${String(href)}`);
    // The screen's code arrives late, as on a slow network; the API's answer does not wait.
    const slowCode = "**/assets/*.js";
    await page.route(slowCode, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const clickedAt = await page.evaluate(() => performance.now());
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The page may be fetching the code it loads after its first screen by now: those requests
    // finish their delay before the route goes.
    await page.unrouteAll({ behavior: "wait" });

    const timings = await page.evaluate(
      ({ since, book }) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime >= since)
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            startTime: entry.startTime,
            responseEnd: (entry as PerformanceResourceTiming).responseEnd,
          }))
          .filter(({ path }) => path === `/api${book}` || path.endsWith(".js")),
      { since: clickedAt, book: href },
    );
    const bookRequest = timings.find(({ path }) => path === `/api${href}`);
    const code = timings.filter(({ path }) => path.endsWith(".js"));
    expect(bookRequest, "the book's API request").toBeDefined();
    expect(code.length, "the book page's code loads on the click").toBeGreaterThan(0);
    const codeLoaded = Math.min(...code.map(({ responseEnd }) => responseEnd));
    expect(bookRequest?.startTime).toBeLessThan(codeLoaded);
  });

  test("adds the book to the cart", async ({ page, request }) => {
    const book = firstBook(await fetchCatalogue(request));
    await openStore(page, `/books/${book._id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Product Added to the Cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });
});
