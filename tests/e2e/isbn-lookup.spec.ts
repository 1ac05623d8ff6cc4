import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { Page } from "@playwright/test";

import type { Book } from "@bookstore/shared/books/books-api.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";

import { db, randomPng, removeBook, removeCover } from "./support/admin-data.ts";
import { signInAsDemoAdmin } from "./support/admin.ts";
import { bookForm } from "./support/book-form.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** web/src/config/env.ts's defaults; the emulator build does not override them. */
const OPEN_LIBRARY = "https://openlibrary.org";
const COVERS = "https://covers.openlibrary.org";
const fixtures = fileURLToPath(new URL("../fixtures/open-library/", import.meta.url));
const KNOWN_ISBN = "978-1-0981-0830-4";
const WORK = JSON.parse(readFileSync(`${fixtures}work-OL27920616W.json`, "utf8")) as {
  description: { value: string };
};

/** Open Library as recorded: the ISBN search, the work, and a cover picture. */
async function answerFromRecordings(page: Page): Promise<URL[]> {
  const asked: URL[] = [];
  await page.route(`${OPEN_LIBRARY}/search.json**`, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const known = url.searchParams.get("isbn") === "9781098108304";
    await route.fulfill({
      path: `${fixtures}${known ? "isbn-9781098108304.json" : "isbn-unknown.json"}`,
      contentType: "application/json",
    });
  });
  await page.route(`${OPEN_LIBRARY}/works/OL27920616W.json`, (route) =>
    route.fulfill({ path: `${fixtures}work-OL27920616W.json`, contentType: "application/json" }),
  );
  await page.route(`${COVERS}/b/id/12802393-L.jpg`, (route) =>
    route.fulfill({ body: randomPng(180, 270), contentType: "image/png" }),
  );
  return asked;
}

async function openAddBook(page: Page) {
  await signInAsDemoAdmin(page);
  await openStore(page, "/dashboard/add-new-book");
  const lookup = page.getByRole("form", { name: "Fill from ISBN" });
  return {
    isbn: lookup.getByLabel("ISBN"),
    button: lookup.getByRole("button", { name: "Fill from ISBN" }),
    status: lookup.getByRole("status"),
    alert: lookup.getByRole("alert"),
  };
}

test.describe("Add New Book: Fill from ISBN", () => {
  let madeBook: string | undefined;
  let madeCover: string | undefined;

  test.afterEach(async () => {
    if (madeBook) await removeBook(madeBook);
    if (madeCover) await removeCover(madeCover);
    madeBook = undefined;
    madeCover = undefined;
  });

  test("fills title, author, description and cover, keeps what the admin typed, and saves", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const asked = await answerFromRecordings(page);
    const lookup = await openAddBook(page);
    const form = bookForm(page, "Add New Book");
    await form.category.selectOption("technology");
    await form.oldPrice.fill("59.99");
    await form.newPrice.fill("44.5");
    await form.stock.fill("7");
    await expectAccessible(page);

    await lookup.isbn.fill(KNOWN_ISBN);
    await lookup.button.click();
    await expect(lookup.status).toHaveText(
      'Filled from Open Library: "Fundamentals of Data Engineering". Check every field before saving.',
    );
    expect(asked[0]?.searchParams.get("isbn")).toBe("9781098108304");
    await expect(form.title).toHaveValue("Fundamentals of Data Engineering");
    await expect(form.author).toHaveValue("Joe Reis, Matt Housley");
    await expect(form.description).toHaveValue(WORK.description.value);
    await expect(form.selected).toHaveText("Selected: isbn-9781098108304-cover");
    await expect(form.category).toHaveValue("technology");
    await expect(form.newPrice).toHaveValue("44.5");

    const created = page.waitForResponse("**/api/books/create-book");
    await form.form.getByRole("button", { name: "Add Book" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const book = (await response.json()) as Book;
    madeBook = book._id;
    madeCover = book.coverImage;
    // The cover went through the store's own pipeline: checked by its bytes, stored as WebP.
    expect(book.coverImage).toMatch(/\.webp$/);
    const stored = (await booksCollection(db).doc(book._id).get()).data();
    expect(stored).toMatchObject({
      title: "Fundamentals of Data Engineering",
      author: "Joe Reis, Matt Housley",
      category: "technology",
      newPrice: 44.5,
      stock: 7,
    });
  });

  test("says so for an ISBN Open Library does not know, and fills nothing", async ({ page }) => {
    await answerFromRecordings(page);
    const lookup = await openAddBook(page);
    await lookup.isbn.fill("0-306-40615-2");
    await lookup.button.click();
    await expect(lookup.alert).toHaveText(
      "Open Library has no book with ISBN 0306406152. Fill the form by hand.",
    );
    await expect(bookForm(page, "Add New Book").title).toHaveValue("");
  });

  test("refuses an ISBN with a wrong check digit without asking anyone", async ({ page }) => {
    const asked = await answerFromRecordings(page);
    const lookup = await openAddBook(page);
    await lookup.isbn.fill("978-1-0981-0830-5");
    await lookup.button.click();
    await expect(lookup.alert).toHaveText(
      "That is not a valid ISBN-10 or ISBN-13: check the digits.",
    );
    expect(asked).toEqual([]);
  });

  test("offline, it says Open Library cannot be reached", async ({ page }) => {
    await page.route(`${OPEN_LIBRARY}/**`, (route) => route.abort("internetdisconnected"));
    const lookup = await openAddBook(page);
    await lookup.isbn.fill(KNOWN_ISBN);
    await lookup.button.click();
    await expect(lookup.alert).toHaveText(
      "Could not reach Open Library. Check the connection and try again, or fill the form by hand.",
    );
  });
});
