import type { Page } from "@playwright/test";

import { STORE_URL } from "../../scripts/lib/paths.mjs";
import { liftOrderLimits } from "../support/order-fixtures.ts";

import {
  idTokenOf,
  shopDate,
  ordersOf,
  placeOrderThroughApi,
  signedInShopper,
  twoBooks,
} from "./support/shopper.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** The account's uid: the `sub` claim of its ID token. */
function uidOf(idToken: string): string {
  const claims = JSON.parse(
    Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8"),
  ) as { sub: string };
  return claims.sub;
}

const ORDERS_API = "**/api/orders/email/**";

async function expectOneH1(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("orders and the user dashboard", () => {
  test("a fresh account: 'No orders found!' and 'You have no recent orders.'", async ({ page }) => {
    await signedInShopper(page, null);
    await openStore(page, "/orders");
    await expectOneH1(page, "Your Orders");
    await expect(page.getByRole("main").getByText("No orders found!")).toBeVisible();
    await expect(page.getByTestId("order")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    await expectAccessible(page);

    await openStore(page, "/user-dashboard");
    await expectOneH1(page, "User Dashboard");
    // An account without a name is greeted as User.
    await expect(page.getByText("Welcome, User!")).toBeVisible();
    await expect(page.getByTestId("dashboard-avatar")).toHaveAttribute(
      "src",
      "/default-avatar.svg",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Your Orders" })).toBeVisible();
    await expect(page.getByText("You have no recent orders.")).toBeVisible();
    await expectAccessible(page);
  });

  test("lists the orders newest first with id, date, books, total and status; 'Load more' pages on", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const shopper = await signedInShopper(page);
    const [first, second] = await twoBooks(request);
    const token = await idTokenOf(shopper);
    // Eleven orders of one shopper go past the per-customer limits (tests/api/orders-abuse.test.ts
    // covers those), so each order first gives the shopper their slots back.
    const uid = uidOf(token);
    await liftOrderLimits(uid);
    const pair = await placeOrderThroughApi(request, shopper, [first._id, second._id], token);
    for (let n = 0; n < 10; n += 1) {
      await liftOrderLimits(uid);
      await placeOrderThroughApi(request, shopper, [n % 2 === 0 ? first._id : second._id], token);
    }
    const placed = await ordersOf(request, shopper);
    expect(placed).toHaveLength(11);
    expect(placed.at(-1)?._id).toBe(pair._id);

    await openStore(page, "/orders");
    const cards = page.getByTestId("order");
    await expect(cards).toHaveCount(10);
    const shownIds = await cards.getByRole("heading", { level: 2 }).allTextContents();
    expect(shownIds).toEqual(placed.slice(0, 10).map((order) => `Order ID: ${order._id}`));
    await expectAccessible(page);

    const loadMore = page.getByRole("button", { name: "Load more" });
    await loadMore.click();
    await expect(cards).toHaveCount(11);
    await expect(loadMore).toHaveCount(0);

    const last = cards.last();
    await expect(last.getByRole("heading", { name: `Order ID: ${pair._id}` })).toBeVisible();
    await expect(last).toContainText(await shopDate(page, pair.createdAt));
    await expect(last.getByTestId("order-total")).toHaveText(`$${pair.totalPrice}`);
    await expect(last.getByTestId("order-status")).toHaveText("Pending");
    await expect(last.getByRole("listitem")).toHaveText([first.title, second.title]);
    const cents = Math.round(first.newPrice * 100) + Math.round(second.newPrice * 100);
    expect(pair.totalPrice).toBe((cents / 100).toFixed(2));

    await openStore(page, "/user-dashboard");
    await expect(page.getByText("Welcome, Test Shopper!")).toBeVisible();
    const items = page.getByTestId("dashboard-order");
    await expect(items).toHaveCount(10);
    const newest = placed[0];
    if (!newest) throw new Error("no orders");
    await expect(items.first()).toContainText(`Order ID: ${newest._id}`);
    await expect(items.first()).toContainText(`Date: ${await shopDate(page, newest.createdAt)}`);
    await expect(items.first()).toContainText(`Total: $${newest.totalPrice}`);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(items).toHaveCount(11);
    await expect(items.last()).toContainText(`Order ID: ${pair._id}`);
    await expect(items.last().getByRole("listitem")).toHaveText([first.title, second.title]);
    await expectAccessible(page);
  });

  test("'Loading..' while the orders load", async ({ page }) => {
    await signedInShopper(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ORDERS_API, async (route) => {
      await held;
      await route.continue();
    });
    await openStore(page, "/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Your Orders" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Loading..");
    release();
    await expect(page.getByText("No orders found!")).toBeVisible();
    await expect(page.getByText("Loading..")).toHaveCount(0);
  });

  test("a failed load shows 'Error geting orders data' and 'Error getting orders data'", async ({
    page,
  }) => {
    await signedInShopper(page);
    await page.route(ORDERS_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "down" }),
      }),
    );
    await openStore(page, "/orders");
    await expect(page.getByRole("alert")).toHaveText("Error geting orders data");
    await expect(page.getByText("No orders found!")).toHaveCount(0);
    await expectAccessible(page);

    await openStore(page, "/user-dashboard");
    await expect(page.getByRole("alert")).toHaveText("Error getting orders data");
    await expect(page.getByText("You have no recent orders.")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("asks only for the signed-in account's own orders, with its ID token", async ({ page }) => {
    const shopper = await signedInShopper(page);
    const ordersRequest = page.waitForRequest(/\/api\/orders\/email\//);
    await openStore(page, "/orders");
    const sent = await ordersRequest;
    const url = new URL(sent.url());
    expect(decodeURIComponent(url.pathname)).toBe(`/api/orders/email/${shopper.email}`);
    expect(await sent.headerValue("Authorization")).toMatch(/^Bearer \S+$/);
    await expect(page.getByText("No orders found!")).toBeVisible();
  });

  test("the dashboard shows the account's photo when it has one", async ({ page }) => {
    await openStore(page, "/");
    await page.waitForFunction(() => window.bookstoreTestHooks !== undefined);
    const picture = `${STORE_URL}/favicon.svg`;
    await page.evaluate((claims) => window.bookstoreTestHooks?.signInWithGoogle(claims), {
      sub: `google-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      email: `photo-${Date.now()}@example.com`,
      name: "Photo Person",
      picture,
    });
    await expect(page.getByRole("button", { name: /^Account of / })).toBeVisible();
    await openStore(page, "/user-dashboard");
    await expect(page.getByText("Welcome, Photo Person!")).toBeVisible();
    await expect(page.getByTestId("dashboard-avatar")).toHaveAttribute("src", picture);
  });

  for (const width of [360, 1440]) {
    test(`orders and dashboard fit a ${width} px wide window without horizontal scrolling`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const shopper = await signedInShopper(page);
      const [book] = await twoBooks(request);
      await placeOrderThroughApi(request, shopper, [book._id]);
      for (const path of ["/orders", "/user-dashboard"]) {
        await openStore(page, path);
        await expect(
          page.getByTestId(path === "/orders" ? "order" : "dashboard-order"),
        ).toHaveCount(1);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  }
});
