import { readFileSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";

import { readPaths } from "../../scripts/bench/route-paths.mjs";
import { routeChains } from "../../scripts/bench/routes.mjs";

import { accountButton } from "./support/account.ts";
import { dialog, signInAsDemoAdmin } from "./support/admin.ts";
import { tabTo } from "./support/keyboard.ts";
import {
  checkoutByKeyboard,
  checkoutForm,
  expectDialog,
  ordersOf,
  placeOrderThroughApi,
  signedInShopper,
  twoBooks,
} from "./support/shopper.ts";
import { openStore } from "./support/store-page.ts";
import { searchBox, suggestions } from "./support/store-search.ts";
import { expect, test } from "./support/test.ts";
import { wcagViolations } from "./support/wcag.ts";

/**
 * Every page of the app's route table passes axe-core's WCAG 2.2 AA rules, signed out, as a
 * customer and as the admin, and so do the states a page opens (menus, suggestions, dialogs,
 * the errors of a form sent empty). The pages come from the router's source, read as the bench
 * reads it (scripts/bench/routes.mjs), so a route is checked from the day it is added; a route
 * whose address needs a value this file does not know fails here until it is given one.
 */

const ROUTE_PATTERNS = routeChains(
  readFileSync(new URL("../../web/src/app/router.tsx", import.meta.url), "utf8"),
  readPaths(new URL("../../web/src/config/paths.ts", import.meta.url).pathname),
).map((chain) => chain.path);

const isDashboard = (pattern: string) => pattern.startsWith("/dashboard");

/** The values a route's parameters take here: a seeded book, the customer's own order. */
interface Samples {
  bookId: string;
  orderId: string;
}

/** The address a test opens for a route pattern; its catch-all opens the not-found screen. */
function addressOf(pattern: string, { bookId, orderId }: Samples): string {
  const address = pattern
    .replace(/^\/orders\/:id$/, `/orders/${encodeURIComponent(orderId)}`)
    .replace(/^(\/books|\/dashboard\/edit-book)\/:id$/, `$1/${encodeURIComponent(bookId)}`)
    .replace(/\/\*$/, "/no-such-page");
  if (/[:*]/.test(address)) throw new Error(`No sample address for the route ${pattern}`);
  return address;
}

/** Opens a page and waits for its heading: the screen is rendered, not its loading state. */
async function openScreen(page: Page, address: string): Promise<void> {
  await openStore(page, address);
  await expect(
    page.getByRole("heading", { level: 1 }).first(),
    `${address}'s heading`,
  ).toBeVisible();
  await page.waitForLoadState("load");
}

/** The violations found on the page, by the state it was in: `look` checks it as it is now. */
function violationsByState(page: Page) {
  const found: Record<string, string[]> = {};
  const look = async (state: string) => {
    const violations = await wcagViolations(page);
    if (violations.length > 0) found[state] = violations;
  };
  return { found, look };
}

/** Opens each address in turn; the violations found, by address (every page is looked at). */
async function crawl(page: Page, addresses: readonly string[]): Promise<Record<string, string[]>> {
  const { found, look } = violationsByState(page);
  for (const address of addresses) {
    await openScreen(page, address);
    await look(address);
  }
  return found;
}

/**
 * A form sent empty shows its own errors, which axe then looks at, and a screen reader hears of
 * them: the form's alert (a live region) tells them, or the focus is on the first wrong field,
 * which reads its error with it. The browser's check of required fields is turned off first: it
 * would stop the submit with a bubble of its own, which is not in the page.
 */
async function sendEmpty(form: Locator): Promise<void> {
  await form.evaluate((element) => {
    (element as HTMLFormElement).noValidate = true;
  });
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(
    form.locator('[role="alert"]:visible, [aria-invalid="true"]:focus').first(),
  ).toBeAttached();
}

test.describe("WCAG 2.2 AA on every page", () => {
  test("the route table is read, with an address for every route", () => {
    const samples = { bookId: "a-book", orderId: "an-order" };
    expect(ROUTE_PATTERNS).toEqual(
      expect.arrayContaining(["/", "/books/:id", "/checkout", "/dashboard", "/dashboard/*"]),
    );
    expect(() => ROUTE_PATTERNS.map((pattern) => addressOf(pattern, samples))).not.toThrow();
    expect(() => addressOf("/gift-cards/:code", samples)).toThrow(/No sample address/);
  });

  test("signed out: every shop and account page", async ({ page, request }) => {
    test.setTimeout(180_000);
    const [book] = await twoBooks(request);
    const addresses = ROUTE_PATTERNS.filter((pattern) => !isDashboard(pattern)).map((pattern) =>
      addressOf(pattern, { bookId: book._id, orderId: "no-such-order" }),
    );
    expect(await crawl(page, [...addresses, "/search?q=clockmaker"])).toEqual({});
  });

  test("a customer: every shop and account page", async ({ page, request }) => {
    test.setTimeout(180_000);
    const shopper = await signedInShopper(page);
    const [book] = await twoBooks(request);
    const order = await placeOrderThroughApi(request, shopper, [book._id]);
    const addresses = ROUTE_PATTERNS.filter((pattern) => !isDashboard(pattern)).map((pattern) =>
      addressOf(pattern, { bookId: book._id, orderId: order._id }),
    );
    expect(await crawl(page, addresses)).toEqual({});
  });

  test("the admin: every dashboard page", async ({ page, request }) => {
    test.setTimeout(120_000);
    const [book] = await twoBooks(request);
    await signInAsDemoAdmin(page);
    const addresses = ROUTE_PATTERNS.filter(isDashboard).map((pattern) =>
      addressOf(pattern, { bookId: book._id, orderId: "no-such-order" }),
    );
    expect(await crawl(page, addresses)).toEqual({});
  });
});

test.describe("WCAG 2.2 AA in the states a page opens", () => {
  test("signed out: the menu, suggestions and every form's errors", async ({ page }) => {
    test.setTimeout(90_000);
    const { found, look } = violationsByState(page);

    await openScreen(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "All books" })).toBeVisible();
    await look("the header's menu open");
    await page.keyboard.press("Escape");

    await searchBox(page).fill("clock");
    await expect(suggestions(page).getByRole("option").first()).toBeVisible();
    await look("the header's suggestions open");

    for (const [address, form] of [
      ["/login", "Login"],
      ["/register", "Register"],
      ["/forgot-password", "Reset password"],
      ["/contact", "Send a message"],
    ] as const) {
      await openScreen(page, address);
      await sendEmpty(page.getByRole("form", { name: form }));
      await look(`${address}: ${form} sent empty`);
    }
    expect(found).toEqual({});
  });

  test("a customer: the account menu, the cart's dialog and the checkout's errors", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { found, look } = violationsByState(page);
    await signedInShopper(page);
    const [book] = await twoBooks(request);

    await accountButton(page).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
    await look("the account menu open");
    await page.keyboard.press("Escape");

    await openScreen(page, `/books/${book._id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    // Heard as well as seen: the toast is an alert (a live region), and the cart link's name
    // says the new count.
    await expect(
      page.getByRole("alert").filter({ hasText: "Product Added to the Cart" }),
    ).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" }),
    ).toBeVisible();
    await look("a book added to the cart");

    await openScreen(page, "/checkout");
    await sendEmpty(checkoutForm(page).form);
    await look("the checkout sent empty");
    expect(found).toEqual({});
  });

  test("the admin: a delete asked first and the book form's errors", async ({ page }) => {
    test.setTimeout(90_000);
    const { found, look } = violationsByState(page);
    await signInAsDemoAdmin(page);

    await openScreen(page, "/dashboard/manage-books");
    await page
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
    await expect(dialog(page, "Delete this book?")).toBeVisible();
    await look("a book's delete asked first");
    await dialog(page, "Delete this book?").getByRole("button", { name: "Cancel" }).click();

    await openScreen(page, "/dashboard/add-new-book");
    await sendEmpty(page.getByRole("form", { name: "Add New Book" }));
    await look("the new book's form sent empty");
    expect(found).toEqual({});
  });
});

test.describe("By keyboard alone", () => {
  test("a customer finds a book, adds it to the cart and orders it", async ({ page, request }) => {
    test.setTimeout(90_000);
    const shopper = await signedInShopper(page);
    const [book] = await twoBooks(request);
    const banner = page.getByRole("banner");

    await openScreen(page, "/");
    await tabTo(page, searchBox(page));
    await page.keyboard.type(book.title);
    const first = suggestions(page).getByRole("option").first();
    await expect(first).toContainText(book.title);
    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);

    await tabTo(page, page.getByRole("button", { name: "Add to Cart" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("alert").filter({ hasText: "Product Added to the Cart" }),
    ).toBeVisible();
    const cartLink = banner.getByRole("link", { name: "Cart, 1 item" });
    await tabTo(page, cartLink, true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();

    await tabTo(page, page.getByRole("main").getByRole("link", { name: "Checkout" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

    await checkoutByKeyboard(page);

    await expectDialog(page, "Confirmed Order", "Your order has been placed!");
    await expect(page).toHaveURL(/\/orders$/);
    const orders = await ordersOf(request, shopper);
    expect(orders.map((order) => order.productIds)).toEqual([[book._id]]);
  });
});
