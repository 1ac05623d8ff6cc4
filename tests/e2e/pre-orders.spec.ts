import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { mailTo } from "../support/mail.ts";

import { db } from "./support/admin-data.ts";
import {
  addFromBookPage,
  checkoutForm,
  currentBook,
  expectDialog,
  fillCheckout,
  ordersOf,
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
      await page.getByRole("button", { name: "Email me when it's out" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "We will email you when it's out." }),
      ).toBeVisible();
      await addFromBookPage(page, book);
      await openStore(page, "/checkout");
      await fillCheckout(page);
      const form = checkoutForm(page);
      await form.terms.check();
      await form.submit.click();
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
});
