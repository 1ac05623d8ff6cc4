import type { Page } from "@playwright/test";

import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";

import { dashboardNav, expectTimedDialog, signInAsDemoAdmin } from "./support/admin.ts";
import { bookForm, uniqueTitle } from "./support/book-form.ts";
import {
  countLowStockBooks,
  lowStockBooks,
  removeStockedBook,
  storeStockedBook,
  storedStock,
} from "./support/stock-books.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** Manage Books' first page shows this many books. */
const PAGE_SIZE = 20;

/** Counts the requests to an API path, so a test can say none was sent. */
function countRequests(page: Page, path: string): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes(path)) sent += 1;
  });
  return () => sent;
}

test.describe("admin: stock", () => {
  /** What the tests made, removed even when a test fails halfway. */
  const madeBooks = new Set<string>();

  test.afterEach(async () => {
    for (const id of madeBooks) await removeStockedBook(id);
    madeBooks.clear();
  });

  test("Manage Books shows the stock; an edit changes it, a bad value saves nothing", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = uniqueTitle("The Stocked Test Ledger");
    const id = await storeStockedBook(title, 12);
    madeBooks.add(id);

    await signInAsDemoAdmin(page);
    await dashboardNav(page).getByRole("link", { name: "Manage Books" }).click();
    const table = page.getByTestId("books-table");
    await expect(table.getByRole("columnheader", { name: "Stock" })).toBeVisible();
    const row = page.getByTestId("book-row").filter({ hasText: title });
    await expect(row.getByTestId("book-stock")).toHaveText("12");
    await expect(row).not.toContainText("left");
    await expectAccessible(page);

    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(`/dashboard/edit-book/${id}`);
    const edit = bookForm(page, "Update Book");
    await expect(edit.stock).toHaveValue("12");
    await expect(edit.stock).toHaveAttribute("type", "number");
    await expect(edit.stock).toHaveAttribute("step", "1");

    // Refused before sending, with the field's message, as the prices are.
    const edits = countRequests(page, "/api/books/edit/");
    const save = edit.form.getByRole("button", { name: "Update Book" });
    for (const [typed, message] of [
      ["-3", "Stock must not be negative"],
      ["2.5", "Stock must be a whole number"],
      ["100001", "Stock must be at most 100000"],
      ["", "Stock is required"],
    ]) {
      await edit.stock.fill(typed ?? "");
      await save.click();
      await expect(edit.form.getByText(message ?? "")).toBeVisible();
      await expect(edit.stock).toBeFocused();
      await expect(edit.stock).toHaveAttribute("aria-invalid", "true");
    }
    expect(edits()).toBe(0);
    expect(await storedStock(id)).toBe(12);

    await edit.stock.fill("3");
    await save.click();
    await expectTimedDialog(page, "Book Updated", "Your book has been uploaded!");
    await expect.poll(() => storedStock(id)).toBe(3);
    await expect(edit.stock).toHaveValue("3");

    await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
    await expect(row.getByTestId("book-stock")).toHaveText("3");
    await expect(row).toContainText("Only 3 left");
  });

  test("the add form starts at 0 copies and refuses a bad stock without sending", async ({
    page,
  }) => {
    await signInAsDemoAdmin(page);
    await openStore(page, "/dashboard/add-new-book");
    const form = bookForm(page, "Add New Book");
    await expect(form.stock).toHaveValue("0");
    const creates = countRequests(page, "/api/books/create-book");
    await form.title.fill(uniqueTitle("Never Stocked"));
    await form.description.fill("Too many copies to store.");
    await form.category.selectOption("fiction");
    await form.oldPrice.fill("10");
    await form.newPrice.fill("8");
    await form.stock.fill("-1");
    await form.form.getByRole("button", { name: "Add Book" }).click();
    await expect(form.form.getByText("Stock must not be negative")).toBeVisible();
    await expect(form.stock).toBeFocused();
    expect(creates()).toBe(0);
  });

  test("the overview's Low stock figure leads to the low-stock books, and only those", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = uniqueTitle("The Last Copy Test");
    madeBooks.add(await storeStockedBook(title, 1));
    await signInAsDemoAdmin(page);
    const figure = page.getByTestId("stat-low-stock");
    await expect(figure).toContainText("Low stock");
    // Other suites add and remove books too: count again until one count and the page agree.
    await expect(async () => {
      const expected = await countLowStockBooks();
      await page.reload();
      await expect(page.getByTestId("stat-low-stock-value")).toHaveText(String(expected), {
        timeout: 5000,
      });
    }).toPass({ timeout: 60_000 });

    await figure.getByRole("link", { name: "See low-stock books" }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-books\?stock=low$/);
    await expect(page.getByRole("heading", { level: 2, name: "Low Stock" })).toBeVisible();
    const rows = page.getByTestId("book-row");
    await expect(async () => {
      const expected = await lowStockBooks(PAGE_SIZE);
      await page.reload();
      await expect(rows.getByRole("rowheader")).toHaveText(
        expected.map((book) => book.title),
        { timeout: 5000 },
      );
      await expect(rows.getByTestId("book-stock")).toHaveText(
        expected.map((book) => String(book.stock)),
        { timeout: 1000 },
      );
    }).toPass({ timeout: 60_000 });
    // The seed's out-of-stock books come first and say so.
    await expect(rows.first()).toContainText("Out of stock");
    const stocks = (await rows.getByTestId("book-stock").allTextContents()).map(Number);
    expect(stocks.every((stock) => stock <= LOW_STOCK_MAX)).toBe(true);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    await expectAccessible(page);

    await page.getByRole("link", { name: "Show all books" }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-books$/);
    await expect(page.getByRole("heading", { level: 2, name: "All Books" })).toBeVisible();
  });
});
