import type { Page } from "@playwright/test";

import type { Order } from "@bookstore/shared/orders/order.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { deleteCustomerTraces } from "../support/customer-traces.ts";
import { DEMO_STORE_ADDRESS } from "../support/demo-store-address.ts";
import {
  createTestBooks,
  db,
  deleteTestBooks,
  orders,
  type TestBook,
} from "../support/order-fixtures.ts";
import { CONFIGURED_ORIGIN } from "../support/store.ts";

import { signInAsDemoAdmin } from "./support/admin.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import { placeOrderThroughApi, SHOPPER_PASSWORD, type Shopper } from "./support/shopper.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** The narrower printable width of A4 and Letter with the slips' 12 mm margins, in CSS pixels. */
const PRINTABLE_WIDTH_PX = Math.floor((8.27 - (2 * 12) / 25.4) * 96);

/** The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree nodes). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

function orderRow(page: Page, order: Order) {
  return page.getByTestId("admin-order").filter({
    has: page.getByRole("heading", { name: `Order ${order._id}`, exact: true }),
  });
}

let shopper: Shopper;
let uid: string;
let books: TestBook[] = [];
let twoBookOrder: Order;
let oneBookOrder: Order;

test.beforeAll(async ({ request }) => {
  shopper = { email: uniqueEmail("packing-slips"), password: SHOPPER_PASSWORD, displayName: null };
  uid = await createAccount(shopper.email, shopper.password);
  books = await createTestBooks("packing-slips-e2e", [12.5, 7.25]);
  const [first, second] = books;
  if (!first || !second) throw new Error("the test books were not created");
  await booksCollection(db).doc(first.id).update({ author: "Ada Lovelace", isbn: "9780306406157" });
  await booksCollection(db).doc(second.id).update({ author: "Charles Babbage" });
  twoBookOrder = await placeOrderThroughApi(request, shopper, [first.id, second.id]);
  oneBookOrder = await placeOrderThroughApi(request, shopper, [second.id]);
});

test.afterAll(async () => {
  await deleteCustomerTraces(uid, shopper.email);
  await deleteTestBooks(books);
});

test("admin prints two orders' packing slips, a page each on A4 and Letter, then ships both", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [first, second] = books;
  await signInAsDemoAdmin(page);
  await openStore(page, "/dashboard/orders?status=pending");
  const print = page.getByRole("link", { name: "Print packing slips" });
  await expect(page.getByRole("button", { name: "Print packing slips" })).toBeDisabled();
  for (const order of [twoBookOrder, oneBookOrder]) {
    await orderRow(page, order)
      .getByRole("checkbox", { name: `Select order ${order._id}` })
      .check();
  }
  await expect(page.getByTestId("selected-count")).toHaveText("2 selected");

  // The slips open in a tab of their own, so the list keeps its selection.
  const [slipsPage] = await Promise.all([page.context().waitForEvent("page"), print.click()]);
  await expect(slipsPage).toHaveURL(/\/dashboard\/orders\/packing-slips\?ids=/);
  const slips = slipsPage.getByTestId("packing-slip");
  await expect(slips).toHaveCount(2);
  // Newest first, as the list showed them.
  await expect(slips.nth(0)).toContainText(`Order ${oneBookOrder._id}`);
  const slip = slips.nth(1);
  await expect(slip).toContainText(`Order ${twoBookOrder._id}`);
  await expect(slip.getByTestId("slip-sender").locator("p")).toHaveText([
    "Book Store",
    ...DEMO_STORE_ADDRESS,
    CONFIGURED_ORIGIN,
  ]);
  await expect(slip.getByTestId("slip-customer").locator("p")).toHaveText([
    "Ada Lovelace",
    "Springfield, Oregon 97477",
    "United States",
    "Phone: 5415550100",
  ]);
  await expect(slip.getByTestId("slip-item")).toHaveText([
    `${first?.title ?? ""}Ada Lovelace9780306406157$12.50`,
    `${second?.title ?? ""}Charles Babbage$7.25`,
  ]);
  await expect(slip.getByTestId("slip-total")).toHaveText("$19.75");
  await expect(slip).toContainText("Cash on delivery: collect");
  await expectAccessible(slipsPage);

  // On paper: no dashboard around the slips, each slip on a page of its own.
  await slipsPage.emulateMedia({ media: "print" });
  await expect(slipsPage.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
  await expect(slipsPage.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(slipsPage.getByRole("link", { name: "Back to orders" })).toBeHidden();
  await expect(slipsPage.getByRole("button", { name: "Log out" })).toBeHidden();
  const breaks = await slips.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).breakAfter),
  );
  expect(breaks).toEqual(["page", "auto"]);
  // As wide as the narrower printable area (A4's): nothing sticks out sideways.
  await slipsPage.setViewportSize({ width: PRINTABLE_WIDTH_PX, height: 1000 });
  const overflows = await slips.evaluateAll((elements) =>
    elements.map((element) => element.scrollWidth - element.clientWidth),
  );
  expect(overflows).toEqual([0, 0]);
  for (const format of ["A4", "Letter"] as const) {
    expect({ format, pages: pdfPageCount(await slipsPage.pdf({ format })) }).toEqual({
      format,
      pages: 2,
    });
  }
  await slipsPage.close();

  // Back on the list: both move pending -> processing -> shipped in one step.
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByTestId("ship-outcome")).toHaveText("2 orders marked shipped.");
  await openStore(page, "/dashboard/orders");
  for (const order of [twoBookOrder, oneBookOrder]) {
    await expect(orderRow(page, order).getByTestId("admin-order-status")).toHaveText("Shipped");
  }
  const stored = await Promise.all(
    [twoBookOrder, oneBookOrder].map(async (order) =>
      (await orders.doc(order._id).get()).data()?.statusHistory?.map((step) => step.status),
    ),
  );
  expect(stored).toEqual([
    ["pending", "processing", "shipped"],
    ["pending", "processing", "shipped"],
  ]);
});
