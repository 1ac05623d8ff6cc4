import type { Page } from "@playwright/test";

import { soldOutMessage } from "@bookstore/shared/books/stock.ts";

import { setBookStock } from "../../functions/src/lib/book-stock.ts";
import { LAST_COPIES, SOLD_OUT_BOOK_IDS } from "../../scripts/seed/data/stock.ts";
import { createTestBooks, db, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";
import { shardTotals } from "../support/stock-rollups.ts";

import { createAccount, uniqueEmail } from "./support/auth.ts";
import {
  checkoutForm,
  currentBook,
  expectDialog,
  fillCheckout,
  placeOrderThroughApi,
  SHOPPER_PASSWORD,
  signedInShopper,
} from "./support/shopper.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const created: TestBook[] = [];

test.afterAll(async () => {
  await deleteTestBooks(created);
});

async function bookWithCopies(label: string, copies: number): Promise<TestBook> {
  const [book] = await createTestBooks(label, [6.5], [copies]);
  if (!book) throw new Error("the test book is missing");
  created.push(book);
  return book;
}

async function addToCart(page: Page, book: TestBook): Promise<void> {
  await openStore(page, `/books/${book.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Product Added to the Cart")).toBeVisible();
}

test.describe("stock", () => {
  test("a sold-out book says so and cannot be added to the cart", async ({ page, request }) => {
    const id = SOLD_OUT_BOOK_IDS[0] ?? "";
    const book = await currentBook(request, id);
    expect(book.stock).toBe(0);
    await openStore(page, `/books/${id}`);
    await expect(page.getByRole("heading", { name: book.title })).toBeVisible();
    await expect(page.getByTestId("book-stock")).toHaveText("Out of stock");
    const add = page.getByRole("button", { name: "Add to Cart" });
    await expect(add).toBeDisabled();
    await add.click({ force: true });
    await expect(page.getByTestId("cart-count")).toHaveText("0");
    await expectAccessible(page);
  });

  test("a book down to its last copies shows how many are left", async ({ page }) => {
    const [id, copies] = Object.entries(LAST_COPIES)[0] ?? ["", 0];
    await openStore(page, `/books/${id}`);
    await expect(page.getByTestId("book-stock")).toHaveText(`Only ${copies} left`);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  test("a book that sells out while in the cart is marked there and refused at checkout by name", async ({
    page,
  }) => {
    const book = await bookWithCopies("sells-out-in-cart", 3);
    await signedInShopper(page);
    await addToCart(page, book);
    await openStore(page, "/checkout");
    await expect(page.getByTestId("checkout-item")).toHaveCount(1);
    await fillCheckout(page);
    await checkoutForm(page).terms.check();

    await setBookStock(db, book.id, 0);
    const message = soldOutMessage([book.title]);
    await expect(page.getByTestId("checkout-sold-out")).toHaveText(message);
    await checkoutForm(page).submit.click();
    await expectDialog(page, "A book in your cart is sold out", message);

    await openStore(page, "/cart");
    await expect(page.getByTestId("cart-item-sold-out")).toBeVisible();
    await expect(page.getByTestId("cart-sold-out")).toHaveText(message);
    await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.getByRole("button", { name: `Remove ${book.title}` }).click();
    await expect(page.getByTestId("cart-sold-out")).toBeHidden();
    await expect(page.getByTestId("cart-count")).toHaveText("0");
  });

  test("the last copy bought by someone else meanwhile: the API's 409 names the book", async ({
    page,
    request,
  }) => {
    const book = await bookWithCopies("last-copy", 1);
    const rival = { email: uniqueEmail("rival"), password: SHOPPER_PASSWORD, displayName: null };
    await createAccount(rival.email, rival.password);
    await signedInShopper(page);
    await addToCart(page, book);
    await openStore(page, "/checkout");
    await fillCheckout(page);
    await checkoutForm(page).terms.check();
    // The rival's order of the last copy lands just before ours: the page still shows one copy,
    // so our order reaches the API, which refuses it.
    await page.route("**/api/orders", async (route) => {
      if (route.request().method() === "POST")
        await placeOrderThroughApi(request, rival, [book.id]);
      await route.continue();
    });
    await checkoutForm(page).submit.click();
    await expectDialog(page, "Failed to place an order", soldOutMessage([book.title]));
    expect((await shardTotals(db, book.id)).stock).toBe(0);
  });
});
