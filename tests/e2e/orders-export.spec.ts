import { readFile } from "node:fs/promises";

import { parseCsvRecords } from "@bookstore/shared/catalogue/catalogue-file.ts";
import { ORDER_EXPORT_COLUMNS } from "@bookstore/shared/orders/order-export.ts";

import { dashboardNav, signInAsDemoAdmin } from "./support/admin.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import { placeOrderThroughApi, SHOPPER_PASSWORD, twoBooks } from "./support/shopper.ts";
import { expect, test } from "./support/test.ts";

test("an admin exports the pending orders of a day as CSV", async ({ page, request }) => {
  test.setTimeout(90_000);
  const shopper = {
    email: uniqueEmail("orders-export"),
    password: SHOPPER_PASSWORD,
    displayName: null,
  };
  await createAccount(shopper.email, shopper.password);
  const [book] = await twoBooks(request);
  const order = await placeOrderThroughApi(request, shopper, [book._id]);
  // The store's days are UTC on the emulator.
  const day = order.createdAt.slice(0, 10);

  await signInAsDemoAdmin(page);
  await dashboardNav(page).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("pending");
  const exporter = page.getByRole("form", { name: "Export orders as CSV" });
  await exporter.getByLabel("From").fill(day);
  await exporter.getByLabel("To").fill(day);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exporter.getByRole("button", { name: "Export CSV" }).click(),
  ]);

  expect(download.suggestedFilename()).toBe(`orders-pending-from-${day}-to-${day}.csv`);
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith(`\uFEFF${ORDER_EXPORT_COLUMNS.order.join(",")}\r\n`)).toBe(true);
  const [header, ...rows] = parseCsvRecords(text.slice(1)).records.map((record) => record.cells);
  expect(header).toEqual(ORDER_EXPORT_COLUMNS.order);
  const ours = rows.find((row) => row[0] === order._id);
  expect(ours?.slice(2, 5)).toEqual(["pending", order.name, shopper.email]);
  expect(ours?.slice(-2)).toEqual(["1", order.totalPrice]);
  for (const row of rows) expect(row[2]).toBe("pending");
});
