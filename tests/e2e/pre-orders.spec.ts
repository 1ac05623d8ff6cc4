import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { PRE_ORDER_CANCEL_MESSAGES } from "@bookstore/shared/orders/pre-order-cancel.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { mailTo } from "../support/mail.ts";

import { db } from "./support/admin-data.ts";
import { expectTimedDialog, signInAsDemoAdmin } from "./support/admin.ts";
import { bookForm } from "./support/book-form.ts";
import { tabTo } from "./support/keyboard.ts";
import {
  checkoutByKeyboard,
  currentBook,
  expectDialog,
  ordersOf,
  placeOrderThroughApi,
  signedInShopper,
} from "./support/shopper.ts";
import { removeStockedBook, storeStockedBook } from "./support/stock-books.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const PUBLICATION_DAY = "2030-03-12";
const PRE_ORDER_LINE = "Pre-order — publishes March 12, 2030";

/** `npm run orders:release -- --at …` against this suite's emulators, as a developer runs it. */
async function releaseOn(day: string): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", [
    "run",
    "--silent",
    "orders:release",
    "--",
    "--at",
    `${day}T00:05:00Z`,
  ]);
  return stdout;
}

test.describe("pre-orders", () => {
  test("a shopper asks to be told, pre-orders a forthcoming book, sees it wait on the order page, and the release ships it with one mail", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await storeStockedBook(`Forthcoming novel ${String(Date.now())}`, 5);
    try {
      await booksCollection(db).doc(id).update({ publishedOn: PUBLICATION_DAY });
      const shopper = await signedInShopper(page);
      const book = await currentBook(request, id);

      await openStore(page, `/books/${id}`);
      await expect(page.getByText(PRE_ORDER_LINE)).toBeVisible();
      // By keyboard alone, from the alert to the order.
      await tabTo(page, page.getByRole("button", { name: "Email me when it's out" }));
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: "We will email you when it's out." }),
      ).toBeVisible();
      await tabTo(page, page.getByRole("button", { name: "Add to Cart" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      await openStore(page, "/checkout");
      await checkoutByKeyboard(page);
      await expectDialog(page, "Confirmed Order", "Your order has been placed!");

      const [order] = await ordersOf(request, shopper);
      if (!order) throw new Error("no order was placed");
      expect(order.status).toBe("awaiting-publication");
      await openStore(page, `/orders/${order._id}`);
      await expect(page.getByTestId("order-status")).toHaveText("Awaiting publication");
      await expect(page.getByTestId("order-item-state")).toHaveText(PRE_ORDER_LINE);
      await expectAccessible(page);

      expect(await releaseOn(PUBLICATION_DAY)).toContain("Released 1 order");
      expect(await releaseOn(PUBLICATION_DAY)).toContain("No pre-order was due");
      await page.reload();
      await expect(page.getByTestId("order-status")).toHaveText("Pending");
      await expect(page.getByTestId("order-item-state")).toHaveCount(0);
      const mail = await mailTo(shopper.email, "order-status");
      expect(mail.map((entry) => entry.message.subject)).toEqual([
        "Your pre-order is now shipping",
      ]);
      const outNow = await mailTo(shopper.email, "back-in-stock");
      expect(outNow.map((entry) => entry.message.subject)).toEqual([`Out now: ${book.title}`]);
    } finally {
      await removeStockedBook(id);
    }
  });

  test("the admin moves a pre-order's day, the customer is mailed the new day, and the mail's link cancels the order by keyboard", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await storeStockedBook(`Moving novel ${String(Date.now())}`, 5);
    try {
      await booksCollection(db).doc(id).update({ publishedOn: PUBLICATION_DAY });
      const shopper = await signedInShopper(page);
      const order = await placeOrderThroughApi(request, shopper, [id]);
      expect(order.status).toBe("awaiting-publication");

      const admin = await browser.newContext();
      try {
        const adminPage = await admin.newPage();
        await signInAsDemoAdmin(adminPage);
        await openStore(adminPage, `/dashboard/edit-book/${id}`);
        const edit = bookForm(adminPage, "Update Book");
        await expect(edit.publishedOn).toHaveValue(PUBLICATION_DAY);
        await edit.publishedOn.fill("2030-04-02");
        await edit.form.getByRole("button", { name: "Update Book" }).click();
        await expectTimedDialog(adminPage, "Book Updated", "Your book has been uploaded!");
      } finally {
        await admin.close();
      }

      await expect
        .poll(async () => (await mailTo(shopper.email, "order-status")).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const [mail] = await mailTo(shopper.email, "order-status");
      expect(mail?.message.subject).toBe(PRE_ORDER_CANCEL_MESSAGES.mailSubject);
      expect(mail?.message.text).toContain("now publishes on April 2, 2030");
      const link = /https?:\/\/\S+\/pre-orders\/cancel\?token=\S+/.exec(mail?.message.text ?? "");
      if (!link) throw new Error("the mail has no cancel link");

      await openStore(page, `/orders/${order._id}`);
      await expect(page.getByTestId("order-item-state")).toHaveText(
        "Pre-order — publishes April 2, 2030",
      );
      // The link's page changes nothing until the reader presses its one button.
      await openStore(page, new URL(link[0]).pathname + new URL(link[0]).search);
      await expect(
        page.getByRole("heading", { level: 1, name: PRE_ORDER_CANCEL_MESSAGES.heading }),
      ).toBeVisible();
      await expectAccessible(page);
      expect((await ordersOf(request, shopper))[0]?.status).toBe("awaiting-publication");
      const button = page.getByRole("button", { name: PRE_ORDER_CANCEL_MESSAGES.button });
      for (let tabs = 0; tabs < 60; tabs += 1) {
        if (await button.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: PRE_ORDER_CANCEL_MESSAGES.cancelled }),
      ).toBeVisible();

      await openStore(page, `/orders/${order._id}`);
      await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    } finally {
      await removeStockedBook(id);
    }
  });
});
