import type { APIRequestContext, Page } from "@playwright/test";

import {
  addFromBookPage,
  checkoutForm,
  expectDialog,
  fillCheckout,
  ordersOf,
  recordOrderPosts,
  signedInShopper,
  twoBooks,
} from "./support/shopper.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** A signed-in shopper with two books in the cart; every order request the page sends is kept. */
async function twoBooksInCart(page: Page, request: APIRequestContext) {
  const posts = recordOrderPosts(page);
  const shopper = await signedInShopper(page);
  for (const book of await twoBooks(request)) await addFromBookPage(page, book);
  return { posts, shopper };
}

/** The checkout filled in and its terms agreed to: the next click sends the order. */
async function checkoutReadyToSend(page: Page) {
  await openStore(page, "/checkout");
  await fillCheckout(page);
  const form = checkoutForm(page);
  await form.terms.check();
  return form;
}

/**
 * An order is placed once, however the button is pressed and whatever the network loses: the
 * page sends one request while one is on its way, a retry carries the same Idempotency-Key, and
 * a new checkout a new one.
 */
test.describe("checkout: one order per checkout", () => {
  test("a double click while the order is sent places exactly one order", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { posts, shopper } = await twoBooksInCart(page, request);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/orders", async (route) => {
      await held;
      await route.continue();
    });
    const form = await checkoutReadyToSend(page);
    await form.submit.dblclick();
    await expect(form.submit).toHaveText("Placing order…");
    await expect(form.submit).toBeDisabled();
    await form.submit.click({ force: true });
    release();

    await expectDialog(page, "Confirmed Order", "Your order has been placed!");
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByTestId("order")).toHaveCount(1);
    expect(posts).toHaveLength(1);
    expect(await ordersOf(request, shopper)).toHaveLength(1);
  });

  test("a retry after a lost answer sends the same Idempotency-Key and gets the same order", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { posts, shopper } = await twoBooksInCart(page, request);
    let attempts = 0;
    await page.route("**/api/orders", async (route) => {
      attempts += 1;
      if (attempts === 1) {
        // The server places the order, but its answer never reaches the page.
        await route.fetch();
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    const form = await checkoutReadyToSend(page);
    await form.submit.click();
    await expectDialog(page, "Failed to place an order", "Please try again.");
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(page.getByRole("dialog")).toBeHidden({ timeout: 6000 });
    const placed = await ordersOf(request, shopper);
    expect(placed).toHaveLength(1);

    await form.submit.click();
    await expectDialog(page, "Confirmed Order", "Your order has been placed!");
    await expect(page).toHaveURL(/\/orders$/);
    expect(await ordersOf(request, shopper)).toEqual(placed);
    expect(posts).toHaveLength(2);
    const [first, second] = await Promise.all(
      posts.map((post) => post.headerValue("Idempotency-Key")),
    );
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(second).toBe(first);
    await expect(page.getByTestId("order")).toHaveCount(1);
    await expect(
      page.getByRole("heading", { name: `Order ID: ${placed[0]?._id ?? "?"}` }),
    ).toBeVisible();
  });

  test("a new checkout after a placed order uses a new Idempotency-Key", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const posts = recordOrderPosts(page);
    const shopper = await signedInShopper(page);
    const [first, second] = await twoBooks(request);
    for (const book of [first, second]) {
      await addFromBookPage(page, book);
      await page.getByRole("link", { name: /^Cart, 1 item$/ }).click();
      await page.getByRole("link", { name: "Checkout" }).click();
      await fillCheckout(page);
      await checkoutForm(page).terms.check();
      await checkoutForm(page).submit.click();
      await expectDialog(page, "Confirmed Order", "Your order has been placed!");
      await expect(page).toHaveURL(/\/orders$/);
    }
    expect(await ordersOf(request, shopper)).toHaveLength(2);
    const keys = await Promise.all(posts.map((post) => post.headerValue("Idempotency-Key")));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
