import { adminDb } from "../support/admin-session.ts";
import { deleteMailTo } from "../support/mail.ts";
import { placedOrdersFollowedUp } from "../support/placed-orders.ts";

import { dashboardNav, signInAsDemoAdmin } from "./support/admin.ts";
import {
  addFromBookPage,
  checkoutForm,
  currentTotal,
  expectDialog,
  fillCheckout,
  ordersOf,
  signedInShopper,
  twoBooks,
} from "./support/shopper.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

let customerEmail = "";

test.afterAll(async () => {
  if (customerEmail !== "") await deleteMailTo(customerEmail);
});

test("checkout's order confirmation is in the admin Outbox, with the books, total and link", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await signedInShopper(page, "Ada Lovelace");
  customerEmail = shopper.email;
  const books = await twoBooks(request);
  for (const book of books) await addFromBookPage(page, book);
  const total = await currentTotal(request, books);
  await openStore(page, "/checkout");
  await fillCheckout(page);
  await checkoutForm(page).terms.check();
  await checkoutForm(page).submit.click();
  await expectDialog(page, "Confirmed Order", "Your order has been placed!");
  const [order] = await ordersOf(request, shopper);
  if (!order) throw new Error("no order was placed");
  await placedOrdersFollowedUp(adminDb, [order._id]);

  const admin = await browser.newPage();
  await signInAsDemoAdmin(admin);
  await dashboardNav(admin).getByRole("link", { name: "Outbox" }).click();
  const mail = admin.getByTestId("outbox-mail").filter({ hasText: shopper.email });
  await expect(mail).toHaveCount(1);
  await expect(mail.getByTestId("mail-subject")).toHaveText("Your order of 2 books is placed");
  await mail.getByRole("button").click();
  const text = mail.getByTestId("mail-text");
  await expect(text).toContainText("Hello Ada Lovelace,");
  await expect(text).toContainText(`Total (cash on delivery)`);
  await expect(text).toContainText(total);
  await expect(text).toContainText(`/orders/${order._id}`);
  const html = mail.frameLocator("iframe");
  for (const book of books) await expect(html.getByText(book.title)).toBeVisible();
  await expect(html.getByRole("link", { name: "See your order" })).toHaveAttribute(
    "href",
    new RegExp(`/orders/${order._id}$`),
  );
  await admin.close();
});
