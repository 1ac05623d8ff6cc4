import type { Page } from "@playwright/test";
import { FieldValue, Timestamp } from "firebase-admin/firestore";

import type { Order, OrderStatus } from "@bookstore/shared/orders/order.ts";

import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";

import { db } from "./support/admin-data.ts";
import { signInAsDemoAdmin } from "./support/admin.ts";
import {
  expectDialog,
  placeOrderThroughApi,
  signedInShopper,
  twoBooks,
} from "./support/shopper.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** The admin moves the order on, as the dashboard does (its history grows by one step). */
async function moveOrder(id: string, status: OrderStatus): Promise<void> {
  await ordersCollection(db)
    .doc(id)
    .update({ status, statusHistory: FieldValue.arrayUnion({ status, at: Timestamp.now() }) });
}

async function storedStatus(id: string): Promise<OrderStatus | undefined> {
  return (await ordersCollection(db).doc(id).get()).data()?.status;
}

/** A step's date and time as the order page shows it ("November 22, 2026 at 3:04 PM"). */
function historyDate(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (time) =>
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" }).format(
        new Date(time),
      ),
    iso,
  );
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

async function confirmCancel(page: Page): Promise<void> {
  const confirm = await expectDialog(
    page,
    "Cancel this order?",
    "The books go back on the shelf and nothing is owed.",
  );
  await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
}

test.describe("a customer's order page", () => {
  test("opens from /orders with its books, prices, total, delivery and history; nobody else sees it", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const shopper = await signedInShopper(page);
    const books = await twoBooks(request);
    const order: Order = await placeOrderThroughApi(
      request,
      shopper,
      books.map((book) => book._id),
    );

    await openStore(page, "/orders");
    const card = page.getByTestId("order").filter({ hasText: order._id });
    await card.getByRole("link", { name: "View order" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Order details" })).toBeVisible();
    await expect(page.getByText(`Order ID: ${order._id}`)).toBeVisible();

    const items = page.getByTestId("order-item");
    await expect(items).toHaveCount(2);
    for (const [index, item] of order.items.entries()) {
      await expect(items.nth(index)).toContainText(item.title);
      await expect(items.nth(index)).toContainText(dollars(item.unitPriceCents));
    }
    await expect(page.getByTestId("order-total")).toHaveText(`$${order.totalPrice}`);
    await expect(page.getByTestId("order-address")).toHaveText(
      "Ada Lovelace, Springfield, Oregon 97477, United States",
    );
    await expect(page.getByTestId("order-phone")).toHaveText("5415550100");
    await expect(page.getByTestId("order-status")).toHaveText("Pending");
    const history = page.getByTestId("order-history-entry");
    await expect(history).toHaveCount(1);
    await expect(history.first()).toHaveText(`Pending${await historyDate(page, order.createdAt)}`);
    await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();
    await expectAccessible(page);

    await openStore(page, "/orders/no-such-order-id");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    const elsewhere = await browser.newContext();
    try {
      const otherPage = await elsewhere.newPage();
      await signedInShopper(otherPage);
      await openStore(otherPage, `/orders/${order._id}`);
      await expect(otherPage.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(otherPage.getByText(order._id)).toHaveCount(0);
    } finally {
      await elsewhere.close();
    }
  });

  test("cancels a pending order from its page after the customer confirms", async ({
    page,
    request,
  }) => {
    const shopper = await signedInShopper(page);
    const [book] = await twoBooks(request);
    const order = await placeOrderThroughApi(request, shopper, [book._id]);

    await openStore(page, `/orders/${order._id}`);
    const cancel = page.getByRole("button", { name: "Cancel order" });
    await cancel.click();
    await confirmCancel(page);

    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(cancel).toHaveCount(0);
    const history = page.getByTestId("order-history-entry");
    await expect(history).toHaveCount(2);
    await expect(history.nth(1)).toContainText("Cancelled");
    expect(await storedStatus(order._id)).toBe("cancelled");
  });

  test("cancels from /orders; 'Keep the order' keeps it", async ({ page, request }) => {
    const shopper = await signedInShopper(page);
    const [book] = await twoBooks(request);
    const order = await placeOrderThroughApi(request, shopper, [book._id]);

    await openStore(page, "/orders");
    const card = page.getByTestId("order").filter({ hasText: order._id });
    const cancel = card.getByRole("button", { name: "Cancel order" });

    await cancel.click();
    const dialog = await expectDialog(
      page,
      "Cancel this order?",
      "The books go back on the shelf and nothing is owed.",
    );
    await dialog.getByRole("button", { name: "Keep the order" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId("order-status")).toHaveText("Pending");
    expect(await storedStatus(order._id)).toBe("pending");

    await cancel.click();
    await confirmCancel(page);
    await expect(card.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(cancel).toHaveCount(0);
    expect(await storedStatus(order._id)).toBe("cancelled");
  });

  test("a shipped order offers no cancel, and shows each step it took", async ({
    page,
    request,
  }) => {
    const shopper = await signedInShopper(page);
    const [book] = await twoBooks(request);
    const order = await placeOrderThroughApi(request, shopper, [book._id]);
    await moveOrder(order._id, "processing");
    await moveOrder(order._id, "shipped");

    await openStore(page, `/orders/${order._id}`);
    await expect(page.getByTestId("order-status")).toHaveText("Shipped");
    await expect(page.getByTestId("order-history-entry")).toHaveText([
      /^Pending/,
      /^Processing/,
      /^Shipped/,
    ]);
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

    await openStore(page, "/orders");
    const card = page.getByTestId("order").filter({ hasText: order._id });
    await expect(card.getByTestId("order-status")).toHaveText("Shipped");
    await expect(card.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  });

  test("an order the store started on meanwhile: the API's reason, then its real status", async ({
    page,
    request,
  }) => {
    const shopper = await signedInShopper(page);
    const [book] = await twoBooks(request);
    const order = await placeOrderThroughApi(request, shopper, [book._id]);

    await openStore(page, `/orders/${order._id}`);
    await expect(page.getByTestId("order-status")).toHaveText("Pending");
    await moveOrder(order._id, "processing");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await confirmCancel(page);

    await expectDialog(
      page,
      "Could not cancel the order",
      "This order can no longer be cancelled: it is already processing.",
    );
    await expect(page.getByTestId("order-status")).toHaveText("Processing");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    expect(await storedStatus(order._id)).toBe("processing");
  });
});

test("an admin at /checkout is told orders are placed from a customer account", async ({
  page,
}) => {
  await signInAsDemoAdmin(page);
  await openStore(page, "/checkout");
  const notice = page.getByTestId("admin-checkout-notice");
  await expect(
    notice.getByRole("heading", { name: "Orders are placed from a customer account" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Place an Order" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  await expectAccessible(page);

  await notice.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openStore(page, "/checkout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
