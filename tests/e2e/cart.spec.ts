import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";

import { fetchCatalogue } from "./support/catalogue.ts";
import { addFromBookPage } from "./support/shopper.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

test.describe("cart", () => {
  test("starts empty: 'No product found!', $0.00 and a disabled checkout", async ({ page }) => {
    await openStore(page, "/cart");
    await expect(page.getByTestId("cart-count")).toHaveText("0");
    await expect(page.getByText("No product found!")).toBeVisible();
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$0.00");
    await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expectAccessible(page);
  });

  test("an empty cart never loads the Firestore SDK; a cart with a book does", async ({
    page,
    request,
  }) => {
    // Each body is read as its response arrives: one of a page navigated away from is gone later.
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) {
        scripts.push(response.text().catch(() => ""));
      }
    });
    /** Whether a script the page loaded is the Firestore SDK (it names the service it calls). */
    const firestoreLoaded = async () => {
      const bodies = await Promise.all(scripts);
      return bodies.some((body) => body.includes("google.firestore.v1.Firestore"));
    };

    await openStore(page, "/cart");
    await expect(page.getByText("No product found!")).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await firestoreLoaded()).toBe(false);

    const [book] = await fetchCatalogue(request);
    if (!book) throw new Error("no books");
    await addFromBookPage(page, book);
    scripts.length = 0;
    await openStore(page, "/cart");
    await expect(page.getByRole("link", { name: book.title, exact: true })).toBeVisible();
    expect(await firestoreLoaded()).toBe(true);
  });

  test("adds with a top-right toast, and warns on a second add of the same book", async ({
    page,
    request,
  }) => {
    const [book] = await fetchCatalogue(request);
    if (!book) throw new Error("no books");
    await openStore(page, `/books/${book._id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const toast = page.locator(".swal2-container.swal2-top-end .swal2-toast");
    await expect(toast).toContainText("Product Added to the Cart");
    await expect(toast.locator(".swal2-confirm")).toBeHidden();
    await expect(toast).toBeHidden({ timeout: 4000 });
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    await page.getByRole("button", { name: "Add to Cart" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Already Added to the Cart" })).toBeVisible();
    await expect(dialog).toContainText("You won't be able to revert this!");
    await expect(dialog.getByRole("button", { name: "OK!" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("lists books with quantity 1, sums the subtotal, removes one and clears all", async ({
    page,
    request,
  }) => {
    const books = (await fetchCatalogue(request)).slice(0, 3);
    for (const book of books) await addFromBookPage(page, book);
    await expect(page.getByTestId("cart-count")).toHaveText("3");

    await page.getByRole("link", { name: /^Cart, 3 items$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
    const items = page.getByTestId("cart-item");
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText("Qty 1");
    const cents = books.reduce((sum, book) => sum + Math.round(book.newPrice * 100), 0);
    await expect(page.getByTestId("cart-subtotal")).toHaveText(`$${(cents / 100).toFixed(2)}`);
    await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");

    const [removed] = books;
    if (!removed) throw new Error("no books");
    await items
      .filter({ hasText: removed.title })
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    const remaining = cents - Math.round(removed.newPrice * 100);
    await expect(page.getByTestId("cart-subtotal")).toHaveText(`$${(remaining / 100).toFixed(2)}`);

    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByText("No product found!")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("0");
  });

  test("survives a reload and is shared with a new tab, live", async ({
    page,
    context,
    request,
  }) => {
    const [first, second] = await fetchCatalogue(request);
    if (!first || !second) throw new Error("no books");
    await addFromBookPage(page, first);
    await page.reload();
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    const otherTab = await context.newPage();
    await openStore(otherTab, "/cart");
    await expect(otherTab.getByTestId("cart-item")).toHaveCount(1);
    await addFromBookPage(page, second);
    await expect(otherTab.getByTestId("cart-item")).toHaveCount(2);
    await expect(otherTab.getByTestId("cart-count")).toHaveText("2");
  });

  test("shows the catalogue's current price, not the price when it was added", async ({
    page,
    request,
  }) => {
    const [book] = await fetchCatalogue(request);
    if (!book) throw new Error("no books");
    await addFromBookPage(page, book);
    await openStore(page, "/cart");
    await expect(page.getByTestId("cart-subtotal")).toHaveText(`$${book.newPrice.toFixed(2)}`);
    const ref = booksCollection(db).doc(book._id);
    try {
      await ref.update({ newPrice: 1.25 });
      await expect(page.getByTestId("cart-subtotal")).toHaveText("$1.25");
      await expect(page.getByTestId("cart-item")).toContainText("$1.25");
    } finally {
      await ref.update({ newPrice: book.newPrice });
    }
  });
});
