import { readFile } from "node:fs/promises";

import type { AccountDataExport } from "@bookstore/shared/accounts/accounts-api.ts";

import { logInThroughForm, loginForm } from "./support/account.ts";
import {
  expectDialog,
  placeOrderThroughApi,
  signedInShopper,
  SHOPPER_PASSWORD,
  twoBooks,
} from "./support/shopper.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

test("a customer downloads their data, then deletes their account", async ({ page, request }) => {
  // Two sign-ins, a download and a deletion: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const shopper = await signedInShopper(page, "Privacy Reader");
  const [book] = await twoBooks(request);
  const order = await placeOrderThroughApi(request, shopper, [book._id]);
  await openStore(page, "/account");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("bookstore-my-data.json");
  const data = JSON.parse(await readFile(await download.path(), "utf8")) as AccountDataExport;
  expect(data.account).toMatchObject({ email: shopper.email, name: "Privacy Reader" });
  const orders = data.sections.find(({ collection }) => collection === "orders");
  expect(orders?.documents.map(({ id }) => id)).toEqual([order._id]);

  const form = page.getByRole("form", { name: "Delete account" });
  await form.getByLabel("Your password, to confirm").fill(SHOPPER_PASSWORD);
  await form.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await confirm.getByRole("button", { name: "Yes, delete it" }).click();
  await expectDialog(
    page,
    "Account deleted",
    "Your account is deleted and you are signed out. Thank you for shopping with us.",
  );
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  await openStore(page, "/login");
  await logInThroughForm(page, shopper.email, SHOPPER_PASSWORD);
  await expect(loginForm(page).form.getByRole("alert")).toBeVisible();
});
