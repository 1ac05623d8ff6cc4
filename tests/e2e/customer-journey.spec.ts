import type { Page } from "@playwright/test";

import { verifyCodesFor } from "./support/account.ts";
import { uniqueEmail } from "./support/auth.ts";
import {
  addFromBookPage,
  checkoutForm,
  currentTotal,
  expectDialog,
  fillCheckout,
  shopDate,
  ordersOf,
  twoBooks,
} from "./support/shopper.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const PASSWORD = "journey-pass-1";

function credentialsForm(page: Page, name: "Login" | "Register") {
  const form = page.getByRole("form", { name });
  return {
    name: form.getByLabel("Name (optional)", { exact: true }),
    email: form.getByLabel("Email"),
    password: form.getByLabel("Password"),
    submit: form.getByRole("button", { name }),
  };
}

test("a customer registers, logs in, confirms the address, checks out and finds the order on /orders and the dashboard", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("journey");
  const banner = page.getByRole("banner");

  await openStore(page, "/register");
  const register = credentialsForm(page, "Register");
  await register.name.fill("Journey Reader");
  await register.email.fill(email);
  await register.password.fill(PASSWORD);
  await register.submit.click();
  await expect(page.getByRole("dialog", { name: "User registered!" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Registering leaves the new customer signed out, on the login page.
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(banner.getByRole("button", { name: /^Account of / })).toHaveCount(0);

  const login = credentialsForm(page, "Login");
  await login.email.fill(email);
  await login.password.fill(PASSWORD);
  await login.submit.click();
  await expect(page.getByRole("dialog", { name: "Login successful!" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Account of Journey Reader" })).toBeVisible();

  const books = await twoBooks(request);
  for (const book of books) await addFromBookPage(page, book);
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  const total = await currentTotal(request, books);

  await banner.getByRole("button", { name: "Account of Journey Reader" }).click();
  await banner.getByRole("link", { name: "Check Out" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The address is not confirmed yet: the checkout says so instead of taking the order.
  const notice = page.getByRole("region", { name: "Please confirm your e-mail address" });
  await expect(notice).toContainText(email);
  await notice.getByRole("button", { name: "I have confirmed my address" }).click();
  await expect(notice.getByRole("alert")).toHaveText(/is not confirmed yet/);
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(notice.getByRole("status")).toHaveText(/We have sent a new link/);
  // Registration sent the first link, the button a second; the newest is followed, in a tab.
  await expect.poll(async () => (await verifyCodesFor(email)).length).toBe(2);
  const code = (await verifyCodesFor(email)).at(-1) ?? "";
  const mail = await context.newPage();
  await openStore(mail, `/account/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
  await expect(mail.getByRole("status")).toHaveText(
    "Your e-mail address is verified. You can now place orders.",
  );
  await mail.close();
  await notice.getByRole("button", { name: "I have confirmed my address" }).click();

  await expect(page.getByTestId("checkout-total")).toHaveText(total);
  const form = checkoutForm(page);
  await expect(form.email).toHaveValue(email);
  await expect(form.name).toHaveValue("Journey Reader");
  await fillCheckout(page);

  await form.submit.click();
  await expect(form.terms).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await form.terms.check();
  await expect(form.terms).toHaveAttribute("aria-invalid", "false");
  await form.submit.click();

  await expectDialog(page, "Confirmed Order", "Your order has been placed!");
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  const card = page.getByTestId("order");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("order-total")).toHaveText(total);
  for (const book of books) await expect(card).toContainText(book.title);

  const [order, ...others] = await ordersOf(request, {
    email,
    password: PASSWORD,
    displayName: null,
  });
  if (!order) throw new Error("no order was placed");
  expect(others).toEqual([]);
  await expect(card.getByRole("heading", { name: `Order ID: ${order._id}` })).toBeVisible();

  await banner.getByRole("button", { name: "Account of Journey Reader" }).click();
  await banner.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByText("Welcome, Journey Reader!")).toBeVisible();
  const item = page.getByTestId("dashboard-order");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Order ID: ${order._id}`);
  await expect(item).toContainText(`Date: ${await shopDate(page, order.createdAt)}`);
  await expect(item).toContainText(`Total: ${total}`);
});
