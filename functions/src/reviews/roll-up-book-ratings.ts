import { AggregateField, Timestamp, type Firestore } from "firebase-admin/firestore";

import { ratingAverage } from "@bookstore/shared/reviews/review.ts";

import { booksCollection } from "../lib/collections/books.ts";
import { ratingRollupRef } from "../lib/collections/rating-rollups.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs the book's claimed rating roll-up when it is due: in one transaction, reads the state,
 * counts and sums the book's shown reviews with one aggregation query (which reads no review
 * document), writes `ratingCount`, `ratingSum` and `ratingAverage` onto the book when they
 * changed, and clears the claim. The figures come from the reviews themselves, never from the
 * book's previous figures, so a roll-up that runs twice or late still leaves them exact. No
 * claim writes nothing; a deleted book's state goes with it.
 */
export async function rollUpBookRatings(db: Firestore, bookId: string): Promise<void> {
  const stateRef = ratingRollupRef(db, bookId);
  const claimed = (await stateRef.get()).data();
  if (!claimed?.pending) return;
  await sleep(claimed.dueAt.toMillis() - Date.now());
  const bookRef = booksCollection(db).doc(bookId);
  const shown = reviewsCollection(db)
    .where("bookId", "==", bookId)
    .where("hidden", "==", false)
    .aggregate({ count: AggregateField.count(), sum: AggregateField.sum("rating") });
  await db.runTransaction(async (transaction) => {
    const state = (await transaction.get(stateRef)).data();
    if (!state?.pending) return;
    const figures = (await transaction.get(shown)).data();
    const book = (await transaction.get(bookRef)).data();
    if (!book) {
      transaction.delete(stateRef);
      return;
    }
    const ratingCount = figures.count;
    const ratingSum = figures.sum;
    const average = ratingAverage(ratingSum, ratingCount);
    if (
      book.ratingCount !== ratingCount ||
      book.ratingSum !== ratingSum ||
      book.ratingAverage !== average
    ) {
      transaction.update(bookRef, { ratingCount, ratingSum, ratingAverage: average });
    }
    transaction.set(stateRef, { ...state, pending: false, rolledUpAt: Timestamp.now() });
  });
}
