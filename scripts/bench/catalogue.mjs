// @ts-check
/**
 * Grows the bench suite's catalogue to a number of books with the Admin SDK, in sequential
 * batches of 500 (the emulator times out under many parallel ones). The added books are dated
 * before every seeded one and have sold nothing, so the home page shows the same books at every
 * size: only the catalogue around them grows. Books are only ever added, never deleted.
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore, Timestamp } from "firebase-admin/firestore";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { refreshRecommendedStart } from "../../functions/src/lib/recommended-start.ts";
import { fillerBook } from "../../tests/support/filler-book.ts";
import { PROJECT_ID } from "../lib/paths.mjs";

const BATCH_SIZE = 500;
const OLDEST_SEED = Date.parse("2020-01-01T00:00:00Z");

export function benchDb() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

/** @param {number} index */
export function benchBookId(index) {
  return `bench-${String(index).padStart(5, "0")}`;
}

/** The number of books in the catalogue. */
export async function countBooks() {
  return (await booksCollection(benchDb()).count().get()).data().count;
}

/**
 * Adds bench books until the catalogue holds `target` books.
 * @param {number} target
 * @returns {Promise<{ books: number, added: number, ms: number }>}
 */
export async function growCatalogue(target) {
  const db = benchDb();
  const books = booksCollection(db);
  const started = Date.now();
  const before = await countBooks();
  const existing = (
    await books
      .where(FieldPath.documentId(), ">=", "bench-")
      .where(FieldPath.documentId(), "<", "bench.")
      .count()
      .get()
  ).data().count;
  const missing = Math.max(0, target - before);
  for (let start = 0; start < missing; start += BATCH_SIZE) {
    const batch = db.batch();
    for (let offset = start; offset < Math.min(start + BATCH_SIZE, missing); offset += 1) {
      const index = existing + offset;
      const added = Timestamp.fromMillis(OLDEST_SEED - (index + 1) * 60_000);
      batch.set(
        books.doc(benchBookId(index)),
        fillerBook(index, {
          title: `Bench Catalogue Volume ${index}`,
          description: "A book that only exists to make the catalogue large for the bench.",
          added,
        }),
      );
    }
    await batch.commit();
  }
  await refreshRecommendedStart(db);
  return { books: await countBooks(), added: missing, ms: Date.now() - started };
}
