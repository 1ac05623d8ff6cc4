import { expect, test } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp, type WriteBatch } from "firebase-admin/firestore";

import { booksCollection } from "../../../functions/src/lib/collections/books.ts";
import { COLLECTIONS } from "../../../functions/src/shared/collections.ts";
import { scrollThroughPage } from "../../../scripts/lib/scroll-through.mjs";
import { fillerBook } from "../../support/filler-book.ts";
import { countFirestoreReads } from "../support/firestore-reads.ts";
import { openStore } from "../support/store-page.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

const EXTRA_BOOKS = 10_000;
const BATCH_SIZE = 500;
const HOME_BUDGET = 60;
const CATEGORIES_BUDGET = 6 * 20;
const extraId = (index: number) => `scale-${String(index).padStart(5, "0")}`;

/** Runs after every other browser test (project "scale"): it grows the catalogue to 10,000+ books. */
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** Sequential batches: the emulator times out under many parallel ones. */
async function inBatches(write: (batch: WriteBatch, index: number) => void): Promise<void> {
  for (let start = 0; start < EXTRA_BOOKS; start += BATCH_SIZE) {
    const batch = db.batch();
    for (let index = start; index < Math.min(start + BATCH_SIZE, EXTRA_BOOKS); index += 1)
      write(batch, index);
    await batch.commit();
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const added = Timestamp.fromDate(new Date("2020-01-01T00:00:00Z"));
  await inBatches((batch, index) => {
    batch.set(
      booksCollection(db).doc(extraId(index)),
      fillerBook(index, {
        title: `Catalogue Filler Volume ${index}`,
        description: "A book that only exists to make the catalogue large.",
        added,
      }),
    );
  });
});

test.afterAll(async () => {
  test.setTimeout(300_000);
  await inBatches((batch, index) => {
    batch.delete(booksCollection(db).doc(extraId(index)));
  });
});

for (const [path, budget, ready] of [
  ["/", HOME_BUDGET, "recommended"],
  ["/categories", CATEGORIES_BUDGET, "category-fiction"],
] as const) {
  test(`${path} reads at most ${budget} book documents with more than 10,000 books`, async ({
    page,
  }) => {
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
    const documents = await reads.documentsRead(COLLECTIONS.books);
    test.info().annotations.push({ type: "book documents read", description: String(documents) });
    console.log(`${path}: ${documents} book documents read with ${count.data().count} books`);
    expect(documents).toBeGreaterThan(0);
    expect(documents).toBeLessThanOrEqual(budget);
  });
}
