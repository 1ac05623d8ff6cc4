import type { Locator, Page } from "@playwright/test";
import { Timestamp } from "firebase-admin/firestore";

import {
  SAVED_BOOKS_MAX,
  SAVED_LIMIT_MESSAGE,
  SAVED_PAGE_SIZE,
} from "@bookstore/shared/library/saved.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { savedCollection, savedCountRef } from "../../functions/src/lib/collections/saved.ts";
import { adminDb } from "../support/admin-session.ts";

import { logInThroughForm } from "./support/account.ts";
import { createAccount, signInThroughApp, uniqueEmail } from "./support/auth.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const PASSWORD = "saver-pass-1";

function savedShelf(page: Page): Locator {
  return page.getByRole("region", { name: "Saved" });
}

function saveButton(scope: Page | Locator, title: string): Locator {
  return scope.getByRole("button", { name: `Save ${title}`, exact: true });
}

/** The title of the catalogue's first card. */
async function firstCardTitle(page: Page): Promise<string> {
  const card = page.getByTestId("book-card").first();
  const title = await card.getByRole("heading", { level: 3 }).textContent();
  if (!title) throw new Error("the first card has no title");
  return title;
}

test("a book saved while signed out is saved after signing in, in every session of the account", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("saver");
  await createAccount(email, PASSWORD);

  await openStore(page, "/books");
  const title = await firstCardTitle(page);
  const button = saveButton(page.getByTestId("book-card").first(), title);
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();

  // Signed out, Save asks the shopper to sign in, then brings them back with the book saved.
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/books$/);
  await expect(saveButton(page.getByTestId("book-card").first(), title)).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await openStore(page, "/my-library");
  const shelf = savedShelf(page);
  await expect(shelf.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(saveButton(shelf, title)).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);

  // The list is the account's: another browser signed in as the same customer shows it too.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await openStore(otherPage, "/my-library");
    await signInThroughApp(otherPage, email, PASSWORD);
    const otherShelf = savedShelf(otherPage);
    await expect(otherShelf.getByRole("heading", { level: 3, name: title })).toBeVisible();

    // Un-saving there takes it off both shelves: the first follows the list live.
    await saveButton(otherShelf, title).click();
    await expect(otherShelf.getByRole("heading", { level: 3, name: title })).toHaveCount(0);
    await expect(otherShelf).toContainText("You have not saved any books yet.");
    await expect(shelf.getByRole("heading", { level: 3, name: title })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test("the book page saves and un-saves its book, and the shelf follows", async ({ page }) => {
  const email = uniqueEmail("saver-page");
  await createAccount(email, PASSWORD);
  await openStore(page, "/books");
  const title = await firstCardTitle(page);
  await signInThroughApp(page, email, PASSWORD);

  await page
    .getByTestId("book-card")
    .first()
    .getByRole("link", { name: title, exact: true })
    .click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const button = saveButton(main, title);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("link", { name: "My Library" }).first().click();
  const shelf = savedShelf(page);
  await expect(shelf.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expectAccessible(page);

  await saveButton(shelf, title).click();
  await expect(shelf.getByRole("heading", { level: 3, name: title })).toHaveCount(0);
  await expect(shelf).toContainText("You have not saved any books yet.");
});

test("the shelf pages its saves, tells a book on sale since it was saved, and drops deleted books", async ({
  page,
}) => {
  const email = uniqueEmail("saver-shelf");
  const uid = await createAccount(email, PASSWORD);
  const books = (
    await booksCollection(adminDb)
      .orderBy("createdAt", "desc")
      .limit(SAVED_PAGE_SIZE + 1)
      .get()
  ).docs;
  const [cheaper] = books;
  if (!cheaper) throw new Error("the store has no books");
  // Saved a second apart, newest first; the newest at a price above today's; the oldest a book
  // the catalogue no longer has.
  const saved = savedCollection(adminDb, uid);
  const now = Date.now();
  await Promise.all([
    ...books.map((book, index) =>
      saved.doc(book.id).set({
        bookId: book.id,
        savedAt: Timestamp.fromMillis(now - index * 1000),
        price: book.data().newPrice + (book === cheaper ? 5 : 0),
      }),
    ),
    saved.doc("no-such-book").set({
      bookId: "no-such-book",
      savedAt: Timestamp.fromMillis(now - 3_600_000),
      price: 5,
    }),
  ]);

  await openStore(page, "/my-library");
  await signInThroughApp(page, email, PASSWORD);
  const shelf = savedShelf(page);
  const cards = shelf.getByTestId("book-card");
  await expect(cards).toHaveCount(SAVED_PAGE_SIZE);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(cheaper.data().title);
  await expect(shelf.getByText("On sale since you saved it")).toHaveCount(1);
  await expect(shelf.getByRole("listitem").first()).toContainText("On sale since you saved it");
  await expectAccessible(page);

  await shelf.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(SAVED_PAGE_SIZE + 1);
  await expect(shelf.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("a customer with Saved full is told so, and the book is not saved", async ({ page }) => {
  const email = uniqueEmail("saver-full");
  const uid = await createAccount(email, PASSWORD);
  // As the rules count them: SAVED_BOOKS_MAX saves (the books themselves need not be read).
  await savedCountRef(adminDb, uid).set({ count: SAVED_BOOKS_MAX, bookId: "an-earlier-book" });
  await openStore(page, "/books");
  const title = await firstCardTitle(page);
  await signInThroughApp(page, email, PASSWORD);

  const button = saveButton(page.getByTestId("book-card").first(), title);
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Saved is full" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(SAVED_LIMIT_MESSAGE);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  expect((await savedCollection(adminDb, uid).get()).size).toBe(0);

  // One fewer, and the same press saves it.
  await savedCountRef(adminDb, uid).set({ count: SAVED_BOOKS_MAX - 1, bookId: "an-earlier-book" });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  expect((await savedCountRef(adminDb, uid).get()).data()?.count).toBe(SAVED_BOOKS_MAX);
});
