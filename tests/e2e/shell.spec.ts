import { fetchCatalogue, firstBook } from "./support/catalogue.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

test.describe("first visit", () => {
  // A browser that has never opened the store.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a full-screen spinner covers the app for about 2 seconds on a browser's first visit only", async ({
    page,
    context,
  }) => {
    const started = Date.now();
    await page.goto("/");
    const splash = page.getByTestId("splash");
    await expect(splash).toBeVisible();
    await expect(splash.getByRole("status")).toHaveText("Loading the store");
    // The app mounts underneath while the splash shows.
    const heading = page.getByRole("heading", { name: "New Releases This Week" });
    await expect(heading).toBeAttached();
    await expect(splash).toBeHidden({ timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);

    // The splash renders with the app, so once the page's heading is there, so would it be.
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(splash).toHaveCount(0);

    // A second shared link, opened in another tab of the same browser.
    const book = firstBook(await fetchCatalogue(page.request));
    const second = await context.newPage();
    await second.goto(`/books/${book._id}`);
    await expect(second.getByRole("heading", { level: 1 })).toHaveText(book.title);
    await expect(second.getByTestId("splash")).toHaveCount(0);
  });
});

test.describe("shell", () => {
  test("the Menu dropdown opens Home, About and Contact and closes with Escape", async ({
    page,
  }) => {
    await openStore(page, "/cart");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "About" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Contact" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.getByRole("link", { name: "About" })).toBeHidden();
    await menu.press("Enter");
    await header.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("button", { name: "Menu" }).click();
    await header.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header links My Library, the login icon and the cart with its count", async ({
    page,
  }) => {
    await openStore(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "My Library" })).toHaveAttribute(
      "href",
      "/my-library",
    );
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    const cart = header.getByRole("link", { name: "Cart, 0 items" });
    await expect(cart).toHaveText("0");
    await cart.click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("the footer links the pages, the author's profiles and the year range", async ({ page }) => {
    await openStore(page);
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Privacy Policy", "/policy"],
      ["Terms of Service", "/terms-conditions"],
      ["Accessibility", "/accessibility"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const external = footer.getByRole("list", { name: "The author elsewhere" }).getByRole("link");
    await expect(external).toHaveCount(4);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer).toContainText(`© 2025–${new Date().getFullYear()}`);
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("an unknown route shows the not-found page with a way home", async ({ page }) => {
    await openStore(page, "/no/such/page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the store" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a route that fails shows 'Unexpected Application Error!' with a way home", async ({
    page,
  }) => {
    // Routed before the page opens, so no load of the screen's file can come before the failure.
    await page.route(/\/assets\/about-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 500, body: "" }),
    );
    await openStore(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to the store" }).click();
    await expect(page.getByRole("heading", { name: "New Releases This Week" })).toBeVisible();
  });

  test("a new page opens at the top, and Back returns to where the shopper left the last", async ({
    page,
  }) => {
    await openStore(page, "/books");
    const card = page.getByTestId("book-card").nth(15);
    await card.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(300);

    const title = await card.getByRole("heading", { level: 3 }).textContent();
    await card.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/books$/);
    await expect(card).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  for (const width of [360, 768, 1180, 1440]) {
    test(`shopper pages fit ${width} px without horizontal scrolling`, async ({
      page,
      request,
    }) => {
      const book = firstBook(await fetchCatalogue(request));
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", `/books/${book._id}`, "/categories", "/cart"]) {
        await openStore(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});
