import type { Page } from "@playwright/test";

import type { Book } from "@bookstore/shared/books/books-api.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";

import {
  db,
  expectedFigures,
  randomPng,
  removeBook,
  removeCover,
  utcMonth,
} from "./support/admin-data.ts";
import { dashboardNav, dialog, expectTimedDialog, signInAsDemoAdmin } from "./support/admin.ts";
import { bookForm, uniqueTitle } from "./support/book-form.ts";
import { fetchCatalogue } from "./support/catalogue.ts";
import { engage, expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

function recommendedTitles(page: Page) {
  return page
    .getByTestId("recommended")
    .getByTestId("book-card")
    .getByRole("heading", { level: 3 });
}

test.describe("admin: overview and books", () => {
  /** What the tests made, removed even when a test fails halfway. */
  const madeBooks = new Set<string>();
  const madeCovers = new Set<string>();

  test.afterEach(async () => {
    for (const id of madeBooks) await removeBook(id);
    for (const file of madeCovers) await removeCover(file);
    madeBooks.clear();
    madeCovers.clear();
  });

  test("the overview's figures are the store's real ones", async ({ page }) => {
    await signInAsDemoAdmin(page);
    // Other suites place orders too: count again until one count and the page agree.
    await expect(async () => {
      const expected = await expectedFigures();
      await page.reload();
      await expect(page.getByTestId("stat-products-value")).toHaveText(
        String(expected.totalBooks),
        { timeout: 5000 },
      );
      await expect(page.getByTestId("stat-sales-value")).toHaveText(expected.totalSales, {
        timeout: 1000,
      });
      await expect(page.getByTestId("stat-trending-value")).toHaveText(
        String(expected.trendingBooks),
        { timeout: 1000 },
      );
      await expect(page.getByTestId("stat-trending-note")).toHaveText(
        `(${String(expected.trendingShare)}%)`,
        { timeout: 1000 },
      );
      await expect(page.getByTestId("stat-orders-value")).toHaveText(String(expected.totalOrders), {
        timeout: 1000,
      });
      await expect(page.getByTestId("stat-pending-value")).toHaveText(
        String(expected.pendingOrders),
        { timeout: 1000 },
      );
      // The monthly figures: 12 months ending with this one, each month's revenue.
      const rows = page
        .getByRole("table", { name: "Revenue and orders per month" })
        .locator("tbody tr");
      await expect(rows).toHaveCount(12, { timeout: 1000 });
      const now = new Date();
      const thisMonth = utcMonth(now);
      const cents = expected.revenueCentsByMonth.get(thisMonth) ?? 0;
      await expect(rows.last().locator("td").first()).toHaveText(`$${(cents / 100).toFixed(2)}`, {
        timeout: 1000,
      });
    }).toPass({ timeout: 60_000 });

    await expect(page.getByRole("heading", { name: "Monthly Revenue" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Best customers by spend" })).toBeVisible();
    await expect(page.getByTestId("best-customers").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("sales-by-category").getByRole("listitem")).toHaveCount(6);
    await expectAccessible(page);
  });

  test("add with an uploaded PNG -> live on the shop home -> edit -> delete", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const catalogue = await fetchCatalogue(request);
    const seventh = catalogue[7];
    const eighth = catalogue[8];
    if (!seventh || !eighth) throw new Error("too few books");

    // A shopper's tab on the home page, open before the book exists.
    const shop = await context.newPage();
    await openStore(shop, "/");
    await shop.getByTestId("recommended").scrollIntoViewIfNeeded();
    await expect(recommendedTitles(shop).first()).toHaveText(eighth.title);

    await signInAsDemoAdmin(page);
    await dashboardNav(page).getByRole("link", { name: "Add New Book" }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-new-book$/);
    const form = bookForm(page, "Add New Book");
    await expect(form.category.locator("option")).toHaveText([
      "Choose A Category",
      "biography",
      "business",
      "finance",
      "fiction",
      "self-help",
      "technology",
    ]);
    await expect(form.newPrice).toHaveAttribute("type", "number");
    await expect(form.newPrice).toHaveAttribute("step", "0.01");
    await expect(form.file).toHaveAttribute("accept", "image/*");
    await expectAccessible(page);

    const title = uniqueTitle("The Admin Test Ledger");
    await form.title.fill(title);
    await form.description.fill("Written by a browser test; it is deleted again at the end.");
    await form.category.selectOption("finance");
    await form.trending.check();
    await form.oldPrice.fill("19.99");
    await form.newPrice.fill("12.5");
    await form.file.setInputFiles({
      name: "test-cover.png",
      mimeType: "image/png",
      buffer: randomPng(),
    });
    await expect(form.selected).toHaveText("Selected: test-cover.png");

    // Hold the create call until 'Adding..' and the finished upload bar have been seen.
    let release: (value: undefined) => void = () => undefined;
    const held = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/books/create-book", async (route) => {
      await held;
      await route.continue();
    });
    const upload = page.waitForResponse("**/api/covers");
    const created = page.waitForResponse("**/api/books/create-book");
    await form.form.getByRole("button", { name: "Add Book" }).click();
    await expect(form.form.getByRole("button", { name: "Adding.." })).toBeDisabled();
    expect((await upload).status()).toBe(201);
    await expect(form.progress).toBeVisible();
    await expect(form.progress).toHaveAttribute("aria-valuenow", "100");
    release(undefined);
    const response = await created;
    expect(response.status()).toBe(201);
    const book = (await response.json()) as Book;
    madeBooks.add(book._id);
    madeCovers.add(book.coverImage);
    await page.unroute("**/api/books/create-book");

    const added = dialog(page, "Book added");
    await expect(added).toBeVisible();
    await expect(added).toHaveAccessibleDescription("Your book has been uploaded!");
    await added.getByRole("button", { name: "Yes, It's Okay!" }).click();
    // The form starts again, the chosen file cleared.
    await expect(form.title).toHaveValue("");
    await expect(form.newPrice).toHaveValue("");
    await expect(form.trending).not.toBeChecked();
    await expect(form.selected).toHaveCount(0);
    await expect(form.progress).toHaveCount(0);
    expect(await form.file.evaluate((input: HTMLInputElement) => input.value)).toBe("");

    // Stored as sent, with the uploaded cover (a WebP the store serves).
    const stored = (await booksCollection(db).doc(book._id).get()).data();
    expect(stored).toMatchObject({
      title,
      category: "finance",
      trending: true,
      oldPrice: 19.99,
      newPrice: 12.5,
    });
    expect(book.coverImage).toMatch(/\.webp$/);
    const cover = await request.get(`/covers/${book.coverImage}`);
    expect(cover.status()).toBe(200);
    expect(cover.headers()["content-type"]).toBe("image/webp");

    // The shopper's home moved on without a reload: the newest book heads the catalogue, so
    // 'Recommended for you' (positions 8 to 27) now starts with the book that was 8th.
    await expect(recommendedTitles(shop).first()).toHaveText(seventh.title);
    await shop.goto(`/books/${book._id}`);
    await expect(shop.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The shopper reads the page: from their first move on, it follows the book live.
    await engage(shop);

    // Manage Books lists it first (newest first).
    await dashboardNav(page).getByRole("link", { name: "Manage Books" }).click();
    const firstRow = page.getByTestId("book-row").first();
    await expect(firstRow.getByRole("rowheader")).toHaveText(title);
    await expect(firstRow).toContainText("finance");
    await expect(firstRow).toContainText("$12.50");
    await firstRow.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(`/dashboard/edit-book/${book._id}`);

    // Edit: pre-filled; a new title and price, a publication day ahead; an emptied cover keeps
    // the stored one.
    const edit = bookForm(page, "Update Book");
    await expect(edit.title).toHaveValue(title);
    await expect(edit.category).toHaveValue("finance");
    await expect(edit.trending).toBeChecked();
    await expect(edit.oldPrice).toHaveValue("19.99");
    await expect(edit.newPrice).toHaveValue("12.5");
    await expect(edit.coverUrl).toHaveValue(book.coverImage);
    await expect(edit.publishedOn).toHaveValue("");
    await expect(edit.publishedOn).toHaveAccessibleDescription(
      "Before this day the shop sells the book as a pre-order, from its stock.",
    );
    await expectAccessible(page);
    const newTitle = `${title} (2nd edition)`;
    await edit.title.fill(newTitle);
    await edit.publishedOn.fill("2099-03-12");
    await edit.newPrice.fill("11.25");
    await edit.trending.uncheck();
    await edit.coverUrl.fill("");
    await edit.form.getByRole("button", { name: "Update Book" }).click();
    await expectTimedDialog(page, "Book Updated", "Your book has been uploaded!");
    // The book is fetched again: the form shows what is stored now.
    await expect(edit.title).toHaveValue(newTitle);
    await expect(edit.coverUrl).toHaveValue(book.coverImage);
    const updated = (await booksCollection(db).doc(book._id).get()).data();
    expect(updated).toMatchObject({
      title: newTitle,
      newPrice: 11.25,
      trending: false,
      coverImage: book.coverImage,
      publishedOn: "2099-03-12",
    });
    await expect(edit.publishedOn).toHaveValue("2099-03-12");
    // The shopper's book page follows without a reload, the stock line now the pre-order's.
    await expect(shop.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
    await expect(shop.getByTestId("book-stock")).toHaveText("Pre-order — publishes March 12, 2099");

    // Delete: asked first, then 'Book deleted!' and the list without it.
    await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
    const row = page.getByTestId("book-row").filter({ hasText: newTitle });
    await row.getByRole("button", { name: `Delete ${newTitle}` }).click();
    const confirm = dialog(page, "Delete this book?");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Delete ${newTitle}` }).click();
    await dialog(page, "Delete this book?")
      .getByRole("button", { name: "Yes, delete it!" })
      .click();
    await expectTimedDialog(page, "Book deleted!");
    await expect(row).toHaveCount(0);
    expect((await booksCollection(db).doc(book._id).get()).exists).toBe(false);
    madeBooks.delete(book._id);

    // And the shopper's home is back as it was.
    await shop.goto("/");
    await shop.getByTestId("recommended").scrollIntoViewIfNeeded();
    await expect(recommendedTitles(shop).first()).toHaveText(eighth.title);
  });

  test("Manage Books pages through the catalogue, and the header search filters it", async ({
    page,
    request,
  }) => {
    const catalogue = await fetchCatalogue(request);
    await signInAsDemoAdmin(page);
    await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
    const table = page.getByRole("table", { name: "All books, page 1" });
    await expect(page.getByRole("heading", { name: "All Books" })).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText([
      "#",
      "Book Title",
      "Category",
      "Price",
      "Stock",
      "Actions",
    ]);
    const rows = page.getByTestId("book-row");
    await expect(rows).toHaveCount(20);
    await expect(rows.getByRole("rowheader")).toHaveText(
      catalogue.slice(0, 20).map((book) => book.title),
    );
    await expect(rows.first().locator("td").first()).toHaveText("1");
    const firstBook = catalogue[0];
    if (!firstBook) throw new Error("no books");
    await expect(
      rows.first().getByRole("link", { name: `Edit ${firstBook.title}` }),
    ).toHaveAttribute("href", `/dashboard/edit-book/${firstBook._id}`);
    await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByRole("table", { name: "All books, page 2" })).toBeVisible();
    await expect(rows.getByRole("rowheader")).toHaveText(
      catalogue.slice(20, 40).map((book) => book.title),
    );
    await expect(rows.first().locator("td").first()).toHaveText("21");
    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(page.getByRole("table", { name: "All books, page 1" })).toBeVisible();

    // The header search: the books whose title or author has the words.
    const target = catalogue[30];
    if (!target) throw new Error("too few books");
    const search = page.getByRole("search");
    await search.getByLabel("Search books").fill(target.title);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-books\?q=/);
    await expect(rows.first().getByRole("rowheader")).toHaveText(target.title);
    await page.getByRole("link", { name: "Show all books" }).click();
    await expect(page.getByRole("table", { name: "All books, page 1" })).toBeVisible();
    await expect(search.getByLabel("Search books")).toHaveValue("");
  });
});
