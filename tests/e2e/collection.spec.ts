import { Timestamp } from "firebase-admin/firestore";

import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";
import { COLLECTION_CODE_MESSAGES } from "@bookstore/shared/orders/collection-code.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { collectionPointsCollection } from "../../functions/src/lib/collections/collection-points.ts";
import { mailedCode } from "../support/collection-orders.ts";
import { mailTo } from "../support/mail.ts";

import { db } from "./support/admin-data.ts";
import { signInAsDemoAdmin } from "./support/admin.ts";
import { tabTo, typeInto } from "./support/keyboard.ts";
import {
  addFromBookPage,
  checkoutForm,
  currentBook,
  expectDialog,
  ordersOf,
  signedInShopper,
} from "./support/shopper.ts";
import { removeStockedBook, storeStockedBook } from "./support/stock-books.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";
import { expectWcag22AA } from "./support/wcag.ts";

/** Unique to the run, so the test finds its own point among any others. */
const POINT = {
  name: `Counter ${String(Date.now())}`,
  address: "12 High Street, Springfield",
  hours: "Mon–Sat 9:00–18:00",
};

/** Removes the test's points, so the other tests meet the checkout with none. */
async function removePoints(): Promise<void> {
  const points = await collectionPointsCollection(db).where("name", "==", POINT.name).get();
  await Promise.all(points.docs.map((point) => point.ref.delete()));
}

/** The code in the customer's "ready for collection" mail, once the mail is there. */
async function mailedCodeOf(email: string): Promise<string> {
  await expect
    .poll(async () => (await mailTo(email, "order-status")).length, { timeout: 15_000 })
    .toBe(1);
  return mailedCode(email);
}

test.describe("collect in the shop", () => {
  test.afterEach(removePoints);

  test("by keyboard alone: the admin adds a point, a shopper orders to collect there, and the admin marks it ready and collected by its code", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const bookId = await storeStockedBook(`Collectable novel ${String(Date.now())}`, 5);
    const admin = await browser.newContext();
    try {
      const adminPage = await admin.newPage();
      await signInAsDemoAdmin(adminPage);
      await openStore(adminPage, "/dashboard/collection-points");
      const add = adminPage.getByRole("form", { name: "Add a collection point" });
      await typeInto(adminPage, add.getByLabel("Name"), POINT.name);
      await typeInto(adminPage, add.getByLabel("Address"), POINT.address);
      await typeInto(adminPage, add.getByLabel("Opening hours"), POINT.hours);
      await tabTo(adminPage, add.getByRole("button", { name: "Add collection point" }));
      await adminPage.keyboard.press("Enter");
      await expect(
        adminPage.getByRole("status").filter({ hasText: "Collection point added." }),
      ).toBeVisible();
      const listed = adminPage.getByTestId("collection-point").filter({ hasText: POINT.name });
      await expect(listed).toContainText(`Opening hours: ${POINT.hours}`);
      await expectWcag22AA(adminPage);

      // The shopper: delivery is preselected; the arrow keys choose collection, Space a point.
      const shopper = await signedInShopper(page);
      await addFromBookPage(page, await currentBook(request, bookId));
      await openStore(page, "/checkout");
      const delivery = page.getByRole("radio", { name: "Delivery to your address" });
      await expect(delivery).toBeChecked();
      await tabTo(page, delivery);
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio", { name: "Collect in the shop" })).toBeChecked();
      const form = checkoutForm(page);
      await expect(form.form).toHaveAccessibleName("Collection details");
      await expect(form.city).toHaveCount(0);
      const point = page.getByRole("radio", { name: POINT.name });
      await expect(point).toHaveAccessibleDescription(
        `${POINT.address} Opening hours: ${POINT.hours}`,
      );
      await tabTo(page, point);
      await page.keyboard.press("Space");
      await expect(point).toBeChecked();
      await expect(form.form.getByText("Pay at collection").first()).toBeVisible();
      await expectWcag22AA(page);
      await typeInto(page, form.name, "Ada Lovelace");
      await typeInto(page, form.phone, "5415550100");
      await tabTo(page, form.terms);
      await page.keyboard.press("Space");
      await tabTo(page, form.submit);
      await page.keyboard.press("Enter");
      const thanks = await expectDialog(
        page,
        "Confirmed Order",
        `Your order has been placed! Collect at ${POINT.name}, ${POINT.address}. Opening hours: ${POINT.hours}. Pay at collection.`,
      );
      await page.keyboard.press("Enter");
      await expect(thanks).toBeHidden();

      const [order] = await ordersOf(request, shopper);
      if (!order) throw new Error("no order was placed");
      expect(order.collection?.name).toBe(POINT.name);
      await openStore(page, `/orders/${order._id}`);
      const collection = page.getByTestId("order-collection");
      await expect(collection).toContainText(`Collect at ${POINT.name}`);
      await expect(collection).toContainText(`Opening hours: ${POINT.hours}`);
      await expect(page.getByTestId("order-payment")).toContainText("Pay at collection");
      await expectWcag22AA(page);

      // The admin, at the counter: ready, a wrong code, then the customer's code.
      await openStore(adminPage, "/dashboard/orders");
      const row = adminPage.getByRole("listitem", { name: `Order ${order._id}` });
      await expect(row.getByTestId("admin-order-collection")).toHaveText(
        `Collect at ${POINT.name}`,
      );
      await tabTo(adminPage, row.getByRole("button", { name: /Ready for collection/ }));
      await adminPage.keyboard.press("Enter");
      await expect(row.getByTestId("admin-order-status")).toHaveText("Ready for collection");
      const code = await mailedCodeOf(shopper.email);
      // Waiting at the counter, the order is still the customer's to cancel.
      await page.reload();
      await expect(page.getByTestId("order-status")).toHaveText("Ready for collection");
      await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();

      const codeField = row.getByLabel("Collection code");
      await typeInto(adminPage, codeField, code === "000000" ? "111111" : "000000");
      await adminPage.keyboard.press("Enter");
      await expect(row.getByRole("alert")).toContainText(COLLECTION_CODE_MESSAGES.wrongCode);
      await expect(row.getByTestId("admin-order-status")).toHaveText("Ready for collection");
      await expectWcag22AA(adminPage);
      await codeField.focus();
      await adminPage.keyboard.press("ControlOrMeta+A");
      await adminPage.keyboard.type(code);
      await adminPage.keyboard.press("Enter");
      await expect(row.getByTestId("admin-order-status")).toHaveText("Collected");
      await expect(row.getByLabel("Collection code")).toHaveCount(0);

      await page.reload();
      await expect(page.getByTestId("order-status")).toHaveText("Collected");
      await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
      const stored = (await ordersOf(request, shopper))[0];
      expect(stored?.statusHistory.map((entry) => entry.status)).toEqual([
        "pending",
        "ready-for-collection",
        "collected",
      ]);
    } finally {
      await admin.close();
      await removeStockedBook(bookId);
    }
  });

  test("an order with a forthcoming book waits whole at the counter, and says until when", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const outId = await storeStockedBook(`Collectable now ${String(Date.now())}`, 5);
    const laterId = await storeStockedBook(`Collectable in May ${String(Date.now())}`, 5);
    try {
      await booksCollection(db).doc(laterId).update({ publishedOn: "2030-05-01" });
      const now = Timestamp.now();
      await collectionPointsCollection(db)
        .doc()
        .create({ ...POINT, createdAt: now, updatedAt: now });
      const readyNote = "Ready for collection once its last book is published, on May 1, 2030.";

      const shopper = await signedInShopper(page);
      const outBook = await currentBook(request, outId);
      await addFromBookPage(page, outBook);
      await addFromBookPage(page, await currentBook(request, laterId));
      await openStore(page, "/checkout");
      await page.getByRole("radio", { name: "Collect in the shop" }).check();
      await page.getByRole("radio", { name: POINT.name }).check();
      const form = checkoutForm(page);
      await form.name.fill("Ada Lovelace");
      await form.phone.fill("5415550100");
      await form.terms.check();
      await form.submit.click();
      await expectDialog(
        page,
        "Confirmed Order",
        `Your order has been placed! Collect at ${POINT.name}, ${POINT.address}. Opening hours: ${POINT.hours}. Pay at collection. ${readyNote}`,
      );

      const [order] = await ordersOf(request, shopper);
      if (!order) throw new Error("no order was placed");
      await openStore(page, `/orders/${order._id}`);
      await expect(page.getByTestId("order-collection-ready")).toHaveText(readyNote);
      const outLine = page.getByTestId("order-item").filter({ hasText: outBook.title });
      await expect(outLine.getByTestId("order-item-state")).toHaveText(
        "Held in the shop until the rest is out",
      );
      await expectWcag22AA(page);
    } finally {
      await Promise.all([removeStockedBook(outId), removeStockedBook(laterId)]);
    }
  });

  test("with no collection point the checkout only delivers", async ({ page, request }) => {
    await signedInShopper(page);
    const points = await request.get("/api/collection-points");
    expect((await points.json()) as CollectionPoint[]).toEqual([]);
    const bookId = await storeStockedBook(`Delivered novel ${String(Date.now())}`, 5);
    try {
      await addFromBookPage(page, await currentBook(request, bookId));
      await openStore(page, "/checkout");
      const form = checkoutForm(page);
      await expect(form.form).toHaveAccessibleName("Delivery details");
      await expect(form.city).toBeVisible();
      await expect(page.getByRole("radio", { name: "Collect in the shop" })).toHaveCount(0);
    } finally {
      await removeStockedBook(bookId);
    }
  });
});
