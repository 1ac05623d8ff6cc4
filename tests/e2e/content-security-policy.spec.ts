import type { Page } from "@playwright/test";

import { deleteCustomerTraces } from "../support/customer-traces.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";

import { DASHBOARD_HEADING, dashboardNav, loginAsAdmin } from "./support/admin.ts";
import { createAccount, signInThroughApp, uniqueEmail } from "./support/auth.ts";
import { fetchCatalogue, firstBook } from "./support/catalogue.ts";
import { placeOrderThroughApi, SHOPPER_PASSWORD, type Shopper } from "./support/shopper.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/**
 * Every screen works under Hosting's Content-Security-Policy, which runs no injected script and
 * applies no inline style: no screen, library or dialog of the store needs one.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * What the policy refuses on the page from now on: the `securitypolicyviolation` events of every
 * frame that runs scripts, and the console's reports of every frame (a sandboxed frame, which
 * runs none, reports there only).
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) reports.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...(await violations(page)), ...reports];
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

/** The policy Hosting sent with the page now open. */
async function policyOf(page: Page): Promise<string> {
  const response = await page.request.get(page.url());
  return response.headers()["content-security-policy"] ?? "";
}

/** A SweetAlert2 dialog is laid out by its stylesheet (position: fixed), loaded from a file. */
async function expectStyledDialog(page: Page): Promise<void> {
  const container = page.locator(".swal2-container");
  await expect(container).toBeVisible();
  await expect(container).toHaveCSS("position", "fixed");
}

/** Opens each page in turn and expects its heading and no refusal by the policy. */
async function expectScreensClean(
  page: Page,
  screens: readonly (readonly [path: string, heading: string])[],
): Promise<void> {
  const refused = await recordViolations(page);
  for (const [path, heading] of screens) {
    await openStore(page, path);
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    expect(await refused(), path).toEqual([]);
  }
}

test("the catalogue's screens render without a policy violation", async ({ page, request }) => {
  test.setTimeout(120_000);
  const book = firstBook(await fetchCatalogue(request));
  await expectScreensClean(page, [
    ["/", "Top Sellers"],
    ["/books", "All books"],
    [`/books/${book._id}`, book.title],
    ["/categories", "Categories"],
    ["/search?q=clockmak", 'Search results for "clockmak"'],
    ["/cart", "Shopping cart"],
  ]);
  const policy = await policyOf(page);
  expect(policy).toContain("style-src 'self'");
  expect(policy).not.toContain("'unsafe-inline'");
});

test("the other shopper screens render without a policy violation", async ({ page }) => {
  test.setTimeout(120_000);
  await expectScreensClean(page, [
    ["/about", "About Book Store"],
    ["/contact", "Contact"],
    ["/login", "Please Login"],
    ["/register", "Please Register"],
    ["/my-library", "My Library"],
    ["/admin", "Admin Dashboard Login"],
  ]);
});

test("SweetAlert2's toast and dialog are styled from a file, with no inline style", async ({
  page,
  request,
}) => {
  const book = firstBook(await fetchCatalogue(request));
  const refused = await recordViolations(page);
  await openStore(page, `/books/${book._id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Product Added to the Cart")).toBeVisible();
  await expectStyledDialog(page);
  expect(await refused()).toEqual([]);

  // A second add asks in a modal dialog.
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("dialog", { name: "Already Added to the Cart" })).toBeVisible();
  await expectStyledDialog(page);
  expect(await refused()).toEqual([]);
});

test.describe("signed-in screens", () => {
  let shopper: Shopper;
  let uid = "";
  let books: TestBook[] = [];
  let orderId = "";

  test.beforeAll(async ({ request }) => {
    shopper = { email: uniqueEmail("csp"), password: SHOPPER_PASSWORD, displayName: null };
    uid = await createAccount(shopper.email, shopper.password, "Ada Lovelace");
    books = await createTestBooks("csp-e2e", [12.5]);
    // An order, so its mail waits in the Outbox and it has a packing slip.
    orderId = (
      await placeOrderThroughApi(
        request,
        shopper,
        books.map((book) => book.id),
      )
    )._id;
  });

  test.afterAll(async () => {
    await deleteCustomerTraces(uid, shopper.email);
    await deleteTestBooks(books);
  });

  test("a customer's account, library, orders and an order's page", async ({ page }) => {
    test.setTimeout(90_000);
    await openStore(page, "/");
    await signInThroughApp(page, shopper.email, shopper.password);
    await expectScreensClean(page, [
      ["/account", "Your Account"],
      ["/my-library", "My Library"],
      ["/orders", "Your Orders"],
      [`/orders/${orderId}`, "Order details"],
    ]);
  });

  test("the admin dashboard: figures chart, lists, a mail's HTML and packing slips", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const refused = await recordViolations(page);
    await loginAsAdmin(page);
    // Chart.js draws the monthly figures into a canvas it sizes through the CSSOM.
    await expect(page.getByRole("heading", { name: "Monthly Revenue" })).toBeVisible();
    await expect(page.locator("canvas")).toBeVisible();
    expect(await refused(), "/dashboard").toEqual([]);

    for (const [link, heading] of [
      ["Manage Books", "All books"],
      ["Orders", "Orders"],
      ["Outbox", "Outbox"],
    ] as const) {
      await dashboardNav(page).getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      expect(await refused(), link).toEqual([]);
    }

    // The order's mail: its inline styles (right-aligned prices, a sans-serif body) apply in
    // the preview, though the policy refuses inline style markup.
    const mail = page.getByTestId("outbox-mail").filter({ hasText: shopper.email });
    await mail.getByRole("button").click();
    const html = mail.frameLocator("iframe");
    await expect(html.getByText(books[0]?.title ?? "")).toBeVisible();
    await expect(html.locator("body")).toHaveCSS("font-family", "sans-serif");
    const price = html.locator("td").filter({ hasText: "$12.50" }).first();
    await expect(price).toHaveCSS("text-align", "right");
    expect(await refused(), "the mail's HTML").toEqual([]);

    await openStore(page, `/dashboard/orders/packing-slips?ids=${orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    await expect(page.getByTestId("packing-slip")).toHaveCount(1);
    // The print margins come from a stylesheet file, as @page rules. The screen links it as it
    // renders the slips, so the file may still be on its way when they show.
    const pageMargins = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .filter((rule) => rule instanceof CSSPageRule)
          .map((rule) => rule.style.margin),
      );
    await expect.poll(pageMargins).toEqual(["12mm"]);
    expect(await refused(), "packing slips").toEqual([]);
  });
});

test("a drawn cover opened on its own applies no inline style and breaks no policy", async ({
  page,
  request,
}) => {
  const book = firstBook(await fetchCatalogue(request));
  const reports: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) reports.push(message.text());
  });
  const response = await page.goto(`/covers/${book._id}.svg`);
  expect(response?.headers()["content-type"]).toBe("image/svg+xml");
  expect(response?.headers()["content-security-policy"]).not.toContain("style-src");
  await expect(page.locator("svg text").first()).toBeVisible();
  expect(reports).toEqual([]);
});

test("a script injected into the page does not run", async ({ page }) => {
  const refused = await recordViolations(page);
  await openStore(page, "/");
  await expect(page.getByTestId("book-card").first()).toBeVisible();
  expect(await refused()).toEqual([]);
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.injectedScriptRan = true;";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return "injectedScriptRan" in window;
  });
  expect(ran).toBe(false);
  expect(await violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
});

test("an inline style injected into the page does not apply", async ({ page }) => {
  const refused = await recordViolations(page);
  await openStore(page, "/");
  await expect(page.getByTestId("book-card").first()).toBeVisible();
  expect(await refused()).toEqual([]);
  const applied = await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "body { outline: 7px solid rgb(1, 2, 3); }";
    document.head.append(style);
    return getComputedStyle(document.body).outlineWidth === "7px";
  });
  expect(applied).toBe(false);
  expect(await violations(page)).toEqual([expect.stringMatching(/^style-src(-elem)? inline$/)]);
});
