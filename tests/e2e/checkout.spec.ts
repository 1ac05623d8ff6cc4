import type { Page } from "@playwright/test";

import {
  addFromBookPage,
  checkoutForm,
  currentTotal,
  expectDialog,
  fillCheckout,
  shopDate,
  ordersOf,
  recordOrderPosts,
  signedInShopper,
  twoBooks,
} from "./support/shopper.ts";
import { expectAccessible, expectRefusedAsEmpty, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const TERMS = "I agree to the Terms & Conditions and Shopping Policy";

/** The label's text colour: red while the terms block the order. */
function colorOf(page: Page): Promise<{ red: number; green: number; blue: number }> {
  return checkoutForm(page).termsLabel.evaluate((label) => {
    const canvas = document.createElement("canvas").getContext("2d");
    if (!canvas) throw new Error("no canvas");
    canvas.fillStyle = getComputedStyle(label).color;
    canvas.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return { red, green, blue };
  });
}

async function expectLabelRed(page: Page, red: boolean): Promise<void> {
  await expect
    .poll(async () => {
      const color = await colorOf(page);
      return color.red > 150 && color.green < 80 && color.blue < 80;
    })
    .toBe(red);
}

test.describe("checkout", () => {
  test("places an order: read-only e-mail, terms gate, 'Confirmed Order', then /orders and the dashboard", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const posts = recordOrderPosts(page);
    const shopper = await signedInShopper(page, "Grace Hopper");
    const books = await twoBooks(request);
    for (const book of books) await addFromBookPage(page, book);
    const total = await currentTotal(request, books);

    await openStore(page, "/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByTestId("checkout-item")).toHaveCount(2);
    for (const book of books) {
      await expect(page.getByTestId("checkout-item").filter({ hasText: book.title })).toHaveCount(
        1,
      );
    }
    await expect(page.getByTestId("checkout-total")).toHaveText(total);
    await expect(page.getByRole("radio", { name: "Cash on delivery" })).toBeChecked();

    const form = checkoutForm(page);
    await expect(form.email).toHaveValue(shopper.email);
    await expect(form.email).toHaveAttribute("readonly", "");
    await expect(form.phone).toHaveAttribute("type", "tel");
    await expect(form.phone).toHaveAttribute("inputmode", "numeric");
    for (const field of [
      form.name,
      form.phone,
      form.address,
      form.city,
      form.country,
      form.state,
      form.zipcode,
    ]) {
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(form.terms).not.toBeChecked();
    await expect(form.termsLabel).toHaveText(TERMS);
    await expect(form.termsLabel.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
      "href",
      "/terms-conditions",
    );
    await expect(form.termsLabel.getByRole("link", { name: "Shopping Policy" })).toHaveAttribute(
      "href",
      "/policy",
    );
    await expectLabelRed(page, false);
    await expectAccessible(page);

    await fillCheckout(page);
    await form.submit.click();
    await expectLabelRed(page, true);
    await expect(form.terms).toHaveAttribute("aria-invalid", "true");
    await expect(form.terms).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(posts).toHaveLength(0);
    expect(await ordersOf(request, shopper)).toEqual([]);

    await form.terms.check();
    await expectLabelRed(page, false);
    await expect(form.terms).toHaveAttribute("aria-invalid", "false");

    await form.submit.click();
    await expectDialog(page, "Confirmed Order", "Your order has been placed!");
    await expect(page.getByRole("dialog").locator(".swal2-icon.swal2-success")).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByTestId("cart-count")).toHaveText("0");

    const [order, ...others] = await ordersOf(request, shopper);
    if (!order) throw new Error("no order was placed");
    expect(others).toEqual([]);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      name: "Ada Lovelace",
      phone: "5415550100",
      address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
      productIds: books.map((book) => book._id),
      email: shopper.email,
      totalPrice: total.slice(1),
    });
    expect(`$${order.totalPrice}`).toBe(total);
    expect(order.paymentMethod).toBe("cash-on-delivery");

    const card = page.getByTestId("order");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: `Order ID: ${order._id}` })).toBeVisible();
    await expect(card.getByTestId("order-total")).toHaveText(total);
    for (const book of books) await expect(card).toContainText(book.title);

    await openStore(page, "/user-dashboard");
    await expect(page.getByText("Welcome, Grace Hopper!")).toBeVisible();
    const item = page.getByTestId("dashboard-order");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`Order ID: ${order._id}`);
    await expect(item).toContainText(`Date: ${await shopDate(page, order.createdAt)}`);
    await expect(item).toContainText(`Total: ${total}`);
  });

  test("the phone field keeps digits only", async ({ page }) => {
    await signedInShopper(page);
    await openStore(page, "/checkout");
    const { phone } = checkoutForm(page);
    await phone.pressSequentially("+1 (541) 555-0100x");
    await expect(phone).toHaveValue("15415550100");
  });

  test("empty required fields are blocked by the browser and nothing is sent", async ({
    page,
    request,
  }) => {
    const posts = recordOrderPosts(page);
    await signedInShopper(page);
    const [book] = await twoBooks(request);
    await addFromBookPage(page, book);
    await openStore(page, "/checkout");
    const form = checkoutForm(page);
    // The name starts as the account's; emptied, the browser asks for it first.
    await expect(form.name).toHaveValue("Test Shopper");
    await form.name.fill("");
    await form.terms.check();
    await expect(page.getByTestId("checkout-total")).not.toHaveText("$0.00");
    await form.submit.click();
    await expectRefusedAsEmpty(form.name);
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an empty cart cannot be ordered: 'You cannot place an order'", async ({ page }) => {
    const posts = recordOrderPosts(page);
    await signedInShopper(page);
    await openStore(page, "/checkout");
    await expect(page.getByTestId("checkout-total")).toHaveText("$0.00");
    await fillCheckout(page);
    const form = checkoutForm(page);
    await form.terms.check();
    await form.submit.click();
    await expectDialog(page, "You cannot place an order", "Please add items to your cart");
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a failing API shows 'Failed to place an order' and keeps the cart", async ({
    page,
    request,
  }) => {
    const shopper = await signedInShopper(page);
    const books = await twoBooks(request);
    for (const book of books) await addFromBookPage(page, book);
    await page.route("**/api/orders", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ message: "Something went wrong on our side." }),
          })
        : route.fallback(),
    );
    await openStore(page, "/checkout");
    await fillCheckout(page);
    const form = checkoutForm(page);
    await form.terms.check();
    await form.submit.click();
    const dialog = await expectDialog(page, "Failed to place an order", "Please try again.");
    await expect(dialog.locator(".swal2-icon.swal2-error")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(page.getByTestId("checkout-item")).toHaveCount(2);
    await expect(form.name).toHaveValue("Ada Lovelace");
    await expect(form.submit).toHaveText("Place an Order");
    await expect(form.submit).toBeEnabled();
    expect(await ordersOf(request, shopper)).toEqual([]);
  });

  test("prices changed since the page showed them: the API's 409 message is shown", async ({
    page,
    request,
  }) => {
    const shopper = await signedInShopper(page);
    const [book] = await twoBooks(request);
    await addFromBookPage(page, book);
    const total = await currentTotal(request, [book]);
    // The server sees a total other than its own, as when a price changes before the submit.
    await page.route("**/api/orders", (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, totalPrice: "0.01" }) });
    });
    await openStore(page, "/checkout");
    await fillCheckout(page);
    await checkoutForm(page).terms.check();
    await checkoutForm(page).submit.click();
    await expectDialog(
      page,
      "Failed to place an order",
      `Prices have changed: the total is now ${total}. Please review your cart.`,
    );
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(await ordersOf(request, shopper)).toEqual([]);
  });

  for (const width of [360, 1440]) {
    test(`fits a ${width} px wide window without horizontal scrolling`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedInShopper(page);
      const [book] = await twoBooks(request);
      await addFromBookPage(page, book);
      await openStore(page, "/checkout");
      await expect(page.getByTestId("checkout-item")).toHaveCount(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
