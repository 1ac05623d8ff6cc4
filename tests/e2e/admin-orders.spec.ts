import { createHash } from "node:crypto";

import type { Page } from "@playwright/test";
import { Timestamp } from "firebase-admin/firestore";

import type { Order } from "@bookstore/shared/orders/order.ts";

import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";

import { db } from "./support/admin-data.ts";
import {
  adminIdToken,
  dashboardNav,
  expectNoHorizontalScroll,
  signInAsDemoAdmin,
} from "./support/admin.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import {
  ordersOf,
  placeOrderThroughApi,
  SHOPPER_PASSWORD,
  twoBooks,
  type Shopper,
} from "./support/shopper.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

async function newShopper(): Promise<Shopper> {
  const shopper = {
    email: uniqueEmail("admin-orders"),
    password: SHOPPER_PASSWORD,
    displayName: null,
  };
  await createAccount(shopper.email, shopper.password);
  return shopper;
}

function orderRow(page: Page, order: Order) {
  return page.getByTestId("admin-order").filter({
    has: page.getByRole("heading", { name: `Order ${order._id}`, exact: true }),
  });
}

test.describe("admin: orders, messages, subscribers, layout", () => {
  test("orders newest first, filtered by status, moved along pending -> processing -> shipped -> delivered", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const shopper = await newShopper();
    const [book] = await twoBooks(request);
    const order = await placeOrderThroughApi(request, shopper, [book._id]);

    await signInAsDemoAdmin(page);
    await dashboardNav(page).getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(page.getByRole("heading", { level: 2, name: "Orders" })).toBeVisible();
    // Newest first: the order just placed heads the list (unless another suite placed one since).
    const row = orderRow(page, order);
    await expect(row).toBeVisible();
    await expect(row.getByTestId("admin-order-status")).toHaveText("Pending");
    await expect(row).toContainText(`$${order.totalPrice}`);
    await expect(row).toContainText(book.title);
    const times = await page
      .getByTestId("admin-order")
      .locator("time")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("datetime") ?? ""));
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual(times.toSorted().toReversed());
    await expectAccessible(page);

    // The filter: only pending orders, then only delivered ones (ours is not among them yet).
    const filter = page.getByLabel("Status", { exact: true });
    await filter.selectOption("pending");
    await expect(page).toHaveURL(/status=pending/);
    await expect(row).toBeVisible();
    await expect
      .poll(async () => new Set(await page.getByTestId("admin-order-status").allTextContents()))
      .toEqual(new Set(["Pending"]));
    await filter.selectOption("delivered");
    await expect(page.getByTestId("admin-order-status").first()).toHaveText("Delivered");
    await expect(row).toHaveCount(0);
    await filter.selectOption("");

    // Along the chain; each step offers only the allowed next statuses.
    await expect(row.getByRole("button")).toHaveText(["Mark as Processing", "Cancel order"]);
    await row.getByRole("button", { name: "Mark as Processing" }).click();
    await expect(row.getByTestId("admin-order-status")).toHaveText("Processing");
    await expect(row.getByRole("button")).toHaveText(["Mark as Shipped", "Cancel order"]);
    await row.getByRole("button", { name: "Mark as Shipped" }).click();
    await expect(row.getByTestId("admin-order-status")).toHaveText("Shipped");
    await expect(row.getByRole("button")).toHaveText(["Mark as Delivered"]);
    await row.getByRole("button", { name: "Mark as Delivered" }).click();
    await expect(row.getByTestId("admin-order-status")).toHaveText("Delivered");
    await expect(row.getByRole("button")).toHaveCount(0);

    // The customer sees it on /orders (as the API lists it for them).
    const [mine] = await ordersOf(request, shopper);
    expect(mine?.status).toBe("delivered");
  });

  test("a move the order can no longer make: the API's refusal shows on the order", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const shopper = await newShopper();
    const [book] = await twoBooks(request);
    const order = await placeOrderThroughApi(request, shopper, [book._id]);

    await signInAsDemoAdmin(page);
    await openStore(page, "/dashboard/orders?status=pending");
    const row = orderRow(page, order);
    await expect(row.getByTestId("admin-order-status")).toHaveText("Pending");

    // Meanwhile another admin cancels it.
    const token = await adminIdToken();
    const cancelled = await request.patch(`/api/orders/${order._id}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: "cancelled" },
    });
    expect(cancelled.status()).toBe(200);

    await row.getByRole("button", { name: "Mark as Processing" }).click();
    await expect(row.getByRole("alert")).toHaveText(
      "An order that is cancelled cannot become processing.",
    );
  });

  test("contact messages and subscribers, newest first, stored text shown as text", async ({
    page,
  }) => {
    const stamp = `${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`;
    const email = `inbox-${stamp}@example.com`;
    const markup = `<img src=x onerror="window.__pwned=1"> <b>bold</b> ${stamp}`;
    const message = messagesCollection(db).doc(`admin-test-${stamp}`);
    const subscriber = subscribersCollection(db).doc(
      createHash("sha256").update(email).digest("hex"),
    );
    const future = Timestamp.fromMillis(Date.now() + 60_000);
    await message.set({ name: "Ada <script>", email, message: markup, createdAt: future });
    await subscriber.set({ email, createdAt: future });
    try {
      await signInAsDemoAdmin(page);
      await dashboardNav(page).getByRole("link", { name: "Messages" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Messages" })).toBeVisible();
      const first = page.getByTestId("message").first();
      await expect(first).toContainText("Ada <script>");
      await expect(first).toContainText(markup);
      await expect(first.getByRole("link", { name: email })).toHaveAttribute(
        "href",
        `mailto:${email}`,
      );
      await expect(first.locator("img, b, script")).toHaveCount(0);
      expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
      await expectAccessible(page);

      await dashboardNav(page).getByRole("link", { name: "Subscribers" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Subscribers" })).toBeVisible();
      await expect(page.getByTestId("subscriber").first()).toContainText(email);
      await expectAccessible(page);
    } finally {
      await message.delete();
      await subscriber.delete();
    }
  });

  test("every admin page fits 360, 768, 1180 and 1440 px; the chart shows from 768 px only", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsDemoAdmin(page);
    const chart = page.getByTestId("monthly-revenue-chart").locator("canvas");
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute("role", "img");
    await expectAccessible(page);

    for (const width of [360, 768, 1180, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      if (width < 768) await expect(chart).toBeHidden();
      else await expect(chart).toBeVisible();
      await expectNoHorizontalScroll(page);
    }

    for (const link of [
      "Manage Books",
      "Add New Book",
      "Import books",
      "Orders",
      "Messages",
      "Subscribers",
      "Outbox",
    ]) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await dashboardNav(page).getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      for (const width of [360, 768, 1180, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoHorizontalScroll(page);
      }
    }
  });
});
