import type { Page } from "@playwright/test";
import { Timestamp } from "firebase-admin/firestore";

import { REVIEW_MESSAGES, reviewDocumentId } from "@bookstore/shared/reviews/review.ts";

import { deleteStockShards, writeNewStockShards } from "../../functions/src/lib/book-stock.ts";
import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { reviewsCollection } from "../../functions/src/lib/collections/reviews.ts";
import { adminDb } from "../support/admin-session.ts";
import { plainBook } from "../support/filler-book.ts";
import { deleteReviewsOf, storeOrder, storeReview } from "../support/reviews.ts";

import { signInAsDemoAdmin } from "./support/admin.ts";
import { createAccount, signInThroughApp, uniqueEmail } from "./support/auth.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const PASSWORD = "reviewer-pass-1";
const books = booksCollection(adminDb);

let bookId = "";
let title = "";
/** The first test's reviewer, who signs in again once an admin has hidden her review. */
const authorEmail = uniqueEmail("reviewer");
const orderIds: string[] = [];

test.beforeAll(async () => {
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  bookId = `test-e2e-reviews-${run}`;
  title = `Reviewed Book ${run}`;
  // Dated now, so the book is the catalogue's first card (newest first) while the file runs.
  const batch = adminDb.batch();
  batch.create(
    books.doc(bookId),
    plainBook({ title, description: "A book to review.", added: Timestamp.now(), stock: 50 }),
  );
  writeNewStockShards(batch, adminDb, bookId, { stock: 50 });
  await batch.commit();
});

test.afterAll(async () => {
  await deleteReviewsOf(adminDb, [bookId]);
  await Promise.all(orderIds.map((id) => ordersCollection(adminDb).doc(id).delete()));
  await books.doc(bookId).delete();
  await deleteStockShards(adminDb, bookId);
});

async function signedInCustomer(
  page: Page,
  name: string,
  email = uniqueEmail("reviewer"),
): Promise<string> {
  const uid = await createAccount(email, PASSWORD, name);
  await openStore(page, "/");
  await signInThroughApp(page, email, PASSWORD);
  return uid;
}

function firstCard(page: Page) {
  return page.getByTestId("book-card").filter({ hasText: title });
}

test.describe.configure({ mode: "serial" });

test("a buyer with a delivered order reviews the book, and the card's average changes", async ({
  page,
}) => {
  const uid = await signedInCustomer(page, "Rita Reader", authorEmail);
  orderIds.push(await storeOrder(adminDb, uid, [bookId], "delivered"));

  await openStore(page, "/books");
  await expect(firstCard(page).getByTestId("book-rating")).toHaveText("No reviews yet");

  await openStore(page, `/books/${bookId}`);
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("4 stars").check();
  await form.getByLabel("Title").fill("Worth it <b>really</b>");
  await form.getByLabel("Review").fill('<img src=x onerror="alert(1)"> Loved every page.');
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByRole("status")).toContainText("Your review is saved");

  const review = page.getByTestId("review");
  await expect(review).toHaveCount(1);
  // Shown as text, never as HTML.
  await expect(review).toContainText('<img src=x onerror="alert(1)"> Loved every page.');
  await expect(review).toContainText("Worth it <b>really</b>");
  await expect(review.locator("img")).toHaveCount(0);
  await expect(review).toContainText("Rita Reader");

  // The roll-up reaches the book within a few seconds; the card reads the book afresh.
  await expect(async () => {
    await openStore(page, "/books");
    await expect(firstCard(page).getByTestId("book-rating")).toContainText("4.0 (1 review)", {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
});

test("a customer without a delivered order is refused", async ({ page }) => {
  const uid = await signedInCustomer(page, "Nora Nobuy");
  orderIds.push(await storeOrder(adminDb, uid, [bookId], "shipped"));
  await openStore(page, `/books/${bookId}`);
  await expect(page.getByTestId("review-refused")).toHaveText(
    "Only customers with a delivered order of this book can review it.",
  );
  await expect(page.getByRole("form", { name: "Write a review" })).toHaveCount(0);
  await expect(page.getByTestId("review")).toHaveCount(1);
});

test("a second customer marks a review helpful, and Most helpful puts it first", async ({
  page,
}) => {
  // A review newer than Rita's, so the newest order lists it first.
  await storeReview(adminDb, "e2ehelpfulnewer", bookId, { title: "Newer and less helpful" });
  try {
    const reviews = page.getByTestId("review");
    const ritas = reviews.filter({ hasText: "Worth it" });

    // Signed out: the count, and no button.
    await openStore(page, `/books/${bookId}`);
    await expect(reviews).toHaveCount(2);
    await expect(reviews.first()).toContainText("Newer and less helpful");
    await expect(ritas.getByTestId("review-helpful-count")).toHaveText(
      "0 people found this helpful",
    );
    await expect(page.getByRole("button", { name: /helpful/i })).toHaveCount(0);

    await signedInCustomer(page, "Hal Helper");
    await openStore(page, `/books/${bookId}`);
    await ritas.getByRole("button", { name: "Helpful (0)", exact: true }).click();
    await expect(ritas.getByRole("button", { name: "Marked helpful (1)" })).toBeDisabled();
    await expect(ritas.getByRole("status")).toHaveText("Thanks, your vote is counted.");
    await expect(reviews.first()).toContainText("Newer and less helpful");

    await page.getByLabel("Sort reviews").selectOption({ label: "Most helpful" });
    await expect(reviews.first()).toContainText("Worth it");
    await expect(
      reviews.first().getByRole("button", { name: "Helpful (1)", exact: true }),
    ).toBeVisible();
    await expect(reviews.nth(1)).toContainText("Newer and less helpful");
  } finally {
    await reviewsCollection(adminDb).doc(reviewDocumentId("e2ehelpfulnewer", bookId)).delete();
  }
});

test("an admin hides a review, which leaves the book page and shows among the hidden", async ({
  page,
}) => {
  await signInAsDemoAdmin(page);
  await page.goto("/dashboard/reviews");
  const item = page.getByTestId("admin-review").filter({ hasText: "Worth it" });
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: "Hide" }).click();
  await expect(item).toHaveCount(0);
  await page.getByRole("button", { name: "Hidden" }).click();
  await expect(
    page.getByTestId("admin-review").filter({ hasText: "Worth it" }).getByRole("button", {
      name: "Show again",
    }),
  ).toBeVisible();

  await openStore(page, `/books/${bookId}`);
  await expect(page.getByText("No reviews yet.")).toBeVisible();
  await expect(page.getByTestId("review")).toHaveCount(0);
});

test("the author of a hidden review is told on the book page that it is under review", async ({
  page,
}) => {
  await openStore(page, "/");
  await signInThroughApp(page, authorEmail, PASSWORD);
  await openStore(page, `/books/${bookId}`);
  await expect(page.getByTestId("review-under-review")).toHaveText(REVIEW_MESSAGES.underReview);
  await expect(page.getByRole("form", { name: "Your review" })).toBeVisible();
  await expect(page.getByTestId("review")).toHaveCount(0);
});
