import type { Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";

import { CATALOGUE_PAGE_SIZE } from "@bookstore/shared/catalogue/catalogue-query.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { booksCollection } from "../../../functions/src/lib/collections/books.ts";
import { searchIndexManifestRef } from "../../../functions/src/lib/collections/search-index.ts";
import { scrollThroughPage } from "../../../scripts/lib/scroll-through.mjs";
import { fillerBook } from "../../support/filler-book.ts";
import { generatedCatalogue } from "../../support/generated-search-books.ts";
import { DONE_WHEN_QUERIES } from "../../support/search-relevance.ts";
import { countFirestoreReads, type ReadCounter } from "../support/firestore-reads.ts";
import { engage, openStore } from "../support/store-page.ts";
import {
  CLOCKMAKER_TITLE,
  searchBox,
  storeMatches,
  suggestions,
  withoutOpenLibrary,
} from "../support/store-search.ts";
import { expect, test } from "../support/test.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

const EXTRA_BOOKS = 10_000;
const BATCH_SIZE = 500;
const HOME_BUDGET = 60;
const CATEGORIES_BUDGET = 6 * 20;
/** A catalogue page: its books, the one more it asks for, and the book its cursor names. */
const CATALOGUE_BUDGET = CATALOGUE_PAGE_SIZE + 2;
/** Sorted by title among the fillers, filtered by price and sale (fillers are 9.99, on sale). */
const CATALOGUE_PATH = "/books?min=5&max=15&sale=1&sort=title";
const extraId = (index: number) => `scale-${String(index).padStart(5, "0")}`;
/**
 * The fillers' titles, authors and descriptions: generated in the seed's vocabulary, so that
 * seeded words and names recur in them as words do in a real catalogue and the search meets them.
 */
const fillerWords = generatedCatalogue(EXTRA_BOOKS * 2)
  .filter((book) => book.id.startsWith("generated-"))
  .slice(0, EXTRA_BOOKS);

/** Runs after every other browser test (project "scale"): it grows the catalogue to 100, 1,000, then 10,000+ books. */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let fillers = 0;

/** Adds filler books, in sequential batches (the emulator times out under many parallel ones). */
async function addFillers(until: number): Promise<void> {
  const added = Timestamp.fromDate(new Date("2020-01-01T00:00:00Z"));
  while (fillers < until) {
    const batch = db.batch();
    const end = Math.min(fillers + BATCH_SIZE, until);
    for (let index = fillers; index < end; index += 1) {
      const words = fillerWords[index];
      if (!words) throw new Error(`The catalogue grows to ${EXTRA_BOOKS} fillers at most.`);
      const { title, author, description } = words;
      batch.set(
        booksCollection(db).doc(extraId(index)),
        fillerBook(index, { title, author, description, added }),
      );
    }
    await batch.commit();
    fillers = end;
  }
}

async function catalogueSize(): Promise<number> {
  return (await booksCollection(db).count().get()).data().count;
}

/** Grows the catalogue to at least `books` books. */
async function growTo(books: number): Promise<number> {
  await addFillers(fillers + Math.max(0, books - (await catalogueSize())));
  return catalogueSize();
}

test.afterAll(async () => {
  test.setTimeout(300_000);
  for (let start = 0; start < fillers; start += BATCH_SIZE) {
    const batch = db.batch();
    for (let index = start; index < Math.min(start + BATCH_SIZE, fillers); index += 1)
      batch.delete(booksCollection(db).doc(extraId(index)));
    await batch.commit();
  }
});

/**
 * The book documents a page's listeners have read once they have all answered: the cards show
 * the API's answer first, and each listener's answer comes later, at its own pace, over a
 * catalogue the emulator scans. So the count is taken once it is above 0 and has stayed the same
 * for two checks in a row.
 */
async function settledBookReads(reads: ReadCounter): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await reads.documentsRead(COLLECTIONS.books);
        const settled = now > 0 && now === last;
        last = now;
        return settled;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  return last;
}

/**
 * Book documents one view of a catalogue page reads once it follows Firestore (from the
 * shopper's first input): the page's own and nothing that grows with the catalogue.
 */
async function catalogueReads(page: Page, path: string): Promise<number> {
  const reads = await countFirestoreReads(page);
  await openStore(page, path);
  await expect(page.getByTestId("book-card").first()).toBeVisible({ timeout: 60_000 });
  await engage(page);
  return settledBookReads(reads);
}

for (const size of [100, 1_000, 10_000]) {
  test(`/books reads at most ${CATALOGUE_BUDGET} book documents a page with ${size} books`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const books = await growTo(size);
    expect(books).toBeGreaterThanOrEqual(size);
    const first = await catalogueReads(page, CATALOGUE_PATH);
    const next = page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link", { name: "Next" });
    const nextPath = await next.getAttribute("href");
    expect(nextPath).toMatch(/after=/);
    const second = await catalogueReads(page, nextPath ?? "");
    test.info().annotations.push({
      type: "book documents read",
      description: `/books at ${books} books: ${first}, its next page: ${second}`,
    });
    console.log(
      `/books: ${first} book documents read, its next page ${second}, with ${books} books`,
    );
    expect(first).toBeLessThanOrEqual(CATALOGUE_BUDGET);
    expect(second).toBeLessThanOrEqual(CATALOGUE_BUDGET);
  });
}

for (const [path, budget, ready] of [
  ["/", HOME_BUDGET, "recommended"],
  ["/categories", CATEGORIES_BUDGET, "category-fiction"],
] as const) {
  test(`${path} reads at most ${budget} book documents with more than 10,000 books`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await addFillers(EXTRA_BOOKS);
    const count = await booksCollection(db).count().get();
    expect(count.data().count).toBeGreaterThan(EXTRA_BOOKS);

    const reads = await countFirestoreReads(page);
    await openStore(page, path);
    // Every carousel, including those that load only when the visitor scrolls to them.
    await scrollThroughPage(page);
    // What is counted, not how fast: the carousels ask at once, and each query here scans a
    // catalogue of 10,000 books in the emulator, through a Functions worker started for it.
    await expect(page.getByTestId(ready).getByTestId("book-card").first()).toBeVisible({
      timeout: 60_000,
    });
    const documents = await settledBookReads(reads);
    test.info().annotations.push({ type: "book documents read", description: String(documents) });
    console.log(`${path}: ${documents} book documents read with ${count.data().count} books`);
    expect(documents).toBeLessThanOrEqual(budget);
  });
}

test("the sitemap's children list every book of a catalogue past 10,000", async ({ request }) => {
  test.setTimeout(600_000);
  await addFillers(EXTRA_BOOKS);
  const count = await catalogueSize();
  const locs = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // The pages name the configured origin; the test reaches the same paths through its own.
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname,
    );
  };
  const listed = new Set<string>();
  for (const child of await locs("/sitemap.xml")) {
    const urls = await locs(child);
    expect(urls.length, child).toBeLessThanOrEqual(50_000);
    for (const url of urls) if (url.startsWith("/books/")) listed.add(url);
  }
  expect(listed.size).toBe(count);
  for (let index = 0; index < fillers; index += 1) {
    expect(listed.has(`/books/${extraId(index)}`), extraId(index)).toBe(true);
  }
});

test("the header's suggestions and /search find the Clockmaker among more than 10,000 books", async ({
  context,
  page,
}) => {
  test.setTimeout(600_000);
  await withoutOpenLibrary(context);
  await addFillers(EXTRA_BOOKS);
  const count = await catalogueSize();
  // The search answers from the snapshot that counts every book, fillers included. The rebuild
  // comes after the background triggers of every filler's write, which the Functions emulator
  // queues and runs a few at a time (scripts/lib/emulators.mjs).
  await expect
    .poll(async () => (await searchIndexManifestRef(db).get()).data()?.books ?? 0, {
      timeout: 360_000,
      intervals: [2_000],
    })
    .toBe(count);
  for (const { query } of DONE_WHEN_QUERIES) {
    await openStore(page, "/");
    await searchBox(page).pressSequentially(query, { delay: 20 });
    await expect(
      suggestions(page).getByRole("option").filter({ hasText: CLOCKMAKER_TITLE }),
      query,
    ).toHaveCount(1);
    await openStore(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(
      storeMatches(page).getByRole("heading", { level: 3, name: CLOCKMAKER_TITLE, exact: true }),
      query,
    ).toBeVisible();
  }
});
