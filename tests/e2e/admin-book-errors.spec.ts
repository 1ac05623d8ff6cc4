import { booksCollection } from "../../functions/src/lib/collections/books.ts";

import { db, removeBook, storeBook } from "./support/admin-data.ts";
import { dialog, expectTimedDialog, signInAsDemoAdmin } from "./support/admin.ts";
import { bookForm, uniqueTitle } from "./support/book-form.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

test.describe("admin: a book that cannot be saved", () => {
  /** What the tests made, removed even when a test fails halfway. */
  const madeBooks = new Set<string>();

  test.afterEach(async () => {
    for (const id of madeBooks) await removeBook(id);
    madeBooks.clear();
  });

  test("the form checks fields with the API's schema before sending", async ({ page }) => {
    await signInAsDemoAdmin(page);
    await openStore(page, "/dashboard/add-new-book");
    const form = bookForm(page, "Add New Book");
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/books/create-book")) sent += 1;
    });
    await form.form.getByRole("button", { name: "Add Book" }).click();
    await expect(form.form.getByText("Title is required")).toBeVisible();
    await expect(form.title).toBeFocused();
    await expect(form.title).toHaveAttribute("aria-invalid", "true");
    await expect(form.form.getByText("Description is required")).toBeVisible();
    await expect(form.form.getByText("New price is required")).toBeVisible();

    await form.title.fill("Precise");
    await form.description.fill("Too precise a price.");
    await form.category.selectOption("technology");
    await form.oldPrice.fill("10");
    await form.newPrice.fill("9.999");
    await form.form.getByRole("button", { name: "Add Book" }).click();
    await expect(form.form.getByText("New price must have at most 2 decimals")).toBeVisible();
    await expect(form.newPrice).toBeFocused();
    expect(sent).toBe(0);
  });

  test("a file that is not really an image: the API's reason and 'Failed to add book'", async ({
    page,
  }) => {
    await signInAsDemoAdmin(page);
    await openStore(page, "/dashboard/add-new-book");
    const form = bookForm(page, "Add New Book");
    const title = uniqueTitle("Never Stored");
    await form.title.fill(title);
    await form.description.fill("Its cover is text in disguise.");
    await form.category.selectOption("fiction");
    await form.oldPrice.fill("5");
    await form.newPrice.fill("4");
    await form.file.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is plain text, not a PNG"),
    });
    await form.form.getByRole("button", { name: "Add Book" }).click();
    await expectTimedDialog(page, "Failed to add book", "Please try again.");
    await expect(
      form.form.getByText("The cover must be a JPEG, PNG, WebP, GIF or AVIF image."),
    ).toBeVisible();
    const stored = await booksCollection(db).where("title", "==", title).get();
    expect(stored.size).toBe(0);
  });

  test("failures: a book gone before delete or update, and an unknown book to edit", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsDemoAdmin(page);
    await openStore(page, "/dashboard/edit-book/no-such-book");
    await expect(page.getByRole("alert")).toHaveText("Error fetching book data");

    // Delete: the list still shows a book someone else removed.
    const doomed = uniqueTitle("Gone Before Delete");
    const doomedId = await storeBook(doomed);
    madeBooks.add(doomedId);
    await openStore(page, "/dashboard/manage-books");
    const row = page.getByTestId("book-row").filter({ hasText: doomed });
    await expect(row).toHaveCount(1);
    await removeBook(doomedId);
    await row.getByRole("button", { name: `Delete ${doomed}` }).click();
    await dialog(page, "Delete this book?")
      .getByRole("button", { name: "Yes, delete it!" })
      .click();
    await expectTimedDialog(page, "Failed to delete book", "Please try again.");

    // Update: the edit form of a book removed meanwhile.
    const stale = uniqueTitle("Gone Before Update");
    const staleId = await storeBook(stale);
    madeBooks.add(staleId);
    await openStore(page, `/dashboard/edit-book/${staleId}`);
    const edit = bookForm(page, "Update Book");
    await expect(edit.title).toHaveValue(stale);
    await removeBook(staleId);
    await edit.form.getByRole("button", { name: "Update Book" }).click();
    await expectTimedDialog(page, "Error", "Failed to update book.");
  });
});
