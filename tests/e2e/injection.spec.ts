import type { Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";

import { bookSearchTerms } from "@bookstore/shared/books/book-search.ts";
import { NO_RATINGS } from "@bookstore/shared/books/book.ts";

import { booksCollection, type StoredBook } from "../../functions/src/lib/collections/books.ts";
import {
  messagesCollection,
  type StoredMessage,
} from "../../functions/src/lib/collections/messages.ts";
import { ordersCollection, type StoredOrder } from "../../functions/src/lib/collections/orders.ts";

import { signInAsDemoAdmin } from "./support/admin.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/**
 * Stored text with HTML or script renders as inert text on every screen: React escapes it, and
 * the Content-Security-Policy would refuse an inline handler if one ever reached the DOM.
 */

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

const run = Date.now().toString(36);
const BOOK_ID = `injection-${run}`;
const ORDER_ID = `injection-order-${run}`;
const TITLE = `<img src=x onerror="window.injected='title'">Hostile Title ${run}`;
const AUTHOR = `<script>window.injected='author'</script>`;
const DESCRIPTION = `<svg onload="window.injected='description'"></svg><b>bold?</b> ${run}`;
const NAME = `<img src=x onerror="window.injected='name'">Mallory ${run}`;
const MESSAGE = `<script>window.injected='message'</script> hello ${run}`;

declare global {
  interface Window {
    injected?: string;
    cspViolations?: string[];
  }
}

test.beforeAll(async () => {
  const now = Timestamp.now();
  const book: StoredBook = {
    title: TITLE,
    author: AUTHOR,
    description: DESCRIPTION,
    category: "fiction",
    coverImage: "",
    newPrice: 5,
    oldPrice: 7,
    trending: true,
    sold: 0,
    stock: 5,
    onSale: true,
    searchTerms: bookSearchTerms(TITLE, AUTHOR),
    ...NO_RATINGS,
    createdAt: now,
    updatedAt: now,
  };
  const order: StoredOrder = {
    uid: `injection-${run}`,
    name: NAME,
    email: `mallory-${run}@example.com`,
    phone: "5550100",
    address: { street: NAME, city: NAME, country: "NL", state: "NH", zipcode: "1000" },
    productIds: [BOOK_ID],
    items: [{ bookId: BOOK_ID, title: TITLE, unitPriceCents: 500 }],
    totalPrice: "5.00",
    totalCents: 500,
    status: "pending",
    paymentMethod: "cash-on-delivery",
    createdAt: now,
  };
  const message: StoredMessage = {
    name: NAME,
    email: `mallory-${run}@example.com`,
    message: MESSAGE,
    createdAt: now,
  };
  await Promise.all([
    booksCollection(db).doc(BOOK_ID).set(book),
    ordersCollection(db).doc(ORDER_ID).set(order),
    messagesCollection(db).doc(`injection-${run}`).set(message),
  ]);
});

test.afterAll(async () => {
  await Promise.all([
    booksCollection(db).doc(BOOK_ID).delete(),
    ordersCollection(db).doc(ORDER_ID).delete(),
    messagesCollection(db).doc(`injection-${run}`).delete(),
  ]);
});

async function watchForScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** Nothing ran, nothing was even attempted, and no element came from the stored markup. */
async function expectInert(page: Page, where: string): Promise<void> {
  const state = await page.evaluate(() => ({
    injected: window.injected ?? null,
    violations: window.cspViolations ?? [],
  }));
  expect(state, where).toEqual({ injected: null, violations: [] });
  // JSON data blocks never run (the page's first-screen answers and its JSON-LD, which carries
  // the hostile title escaped).
  const ran =
    'img[src="x"], svg[onload], script:not([src]):not([type="application/json"]):not([type="application/ld+json"])';
  await expect(page.locator(ran), where).toHaveCount(0);
}

test("a shopper sees hostile book text as plain text", async ({ page, request }) => {
  await watchForScripts(page);
  await openStore(page, `/books/${BOOK_ID}`);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(page.getByText(AUTHOR).first()).toBeVisible();
  await expect(page.getByText(DESCRIPTION).first()).toBeVisible();
  await expectInert(page, "book page");

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await openStore(page, "/cart");
  await expect(page.getByText(TITLE).first()).toBeVisible();
  await expectInert(page, "cart");

  // The search index takes the new book in within seconds of its write: wait for it, as the
  // page would find it on a second try.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/books/search?q=Hostile+Title+${run}`);
        const body = (await answer.json()) as { books?: { _id: string }[] };
        return body.books?.some((book) => book._id === BOOK_ID) ?? false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await openStore(page, `/search?q=Hostile+Title+${run}`);
  const storeMatches = page.getByRole("region", { name: "From our store" });
  await expect(storeMatches.getByText(TITLE).first()).toBeVisible();
  await expectInert(page, "search");
});

test("the admin sees hostile books, orders and messages as plain text", async ({ page }) => {
  test.setTimeout(90_000);
  await watchForScripts(page);
  await signInAsDemoAdmin(page);
  for (const [path, text] of [
    [`/dashboard/manage-books?q=${encodeURIComponent(`Hostile Title ${run}`)}`, TITLE],
    ["/dashboard/orders", NAME],
    ["/dashboard/messages", MESSAGE],
    [`/dashboard/edit-book/${BOOK_ID}`, ""],
  ] as const) {
    await page.goto(path);
    if (text === "") {
      await expect(page.getByLabel(/title/i).first()).toHaveValue(TITLE);
    } else {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await expectInert(page, path);
  }
});
