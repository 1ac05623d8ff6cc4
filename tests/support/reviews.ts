import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import type { OrderStatus } from "@bookstore/shared/orders/order-status.ts";
import { reviewDocumentId } from "@bookstore/shared/reviews/review.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { ratingRollupRef } from "../../functions/src/lib/collections/rating-rollups.ts";
import {
  newPublicReviewId,
  reviewByPublicId,
  reviewsCollection,
  type StoredReview,
} from "../../functions/src/lib/collections/reviews.ts";

const POLL_MS = 200;

/**
 * An order of `bookIds` by `uid` at `status`, stored as the API stores one: for review tests,
 * which need delivered orders without moving each one along its life.
 */
export async function storeOrder(
  db: Firestore,
  uid: string,
  bookIds: readonly string[],
  status: OrderStatus,
): Promise<string> {
  const at = Timestamp.now();
  const ref = await ordersCollection(db).add({
    uid,
    name: "Review Tester",
    email: `${uid}@example.com`,
    phone: "+1 (541) 555-0100",
    address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
    productIds: [...bookIds],
    items: bookIds.map((bookId) => ({ bookId, title: "A book", unitPriceCents: 1000 })),
    totalPrice: (bookIds.length * 10).toFixed(2),
    totalCents: bookIds.length * 1000,
    status,
    paymentMethod: "cash-on-delivery",
    createdAt: at,
    statusHistory: [{ status, at }],
  });
  return ref.id;
}

/** The shown reviews' count and stars of the book, counted from the reviews themselves. */
export async function shownRatings(
  db: Firestore,
  bookId: string,
): Promise<{ count: number; sum: number }> {
  const shown = await reviewsCollection(db)
    .where("bookId", "==", bookId)
    .where("hidden", "==", false)
    .get();
  return {
    count: shown.size,
    sum: shown.docs.reduce((total, doc) => total + doc.data().rating, 0),
  };
}

/** The rating the book's document holds: what the roll-up last wrote. */
export async function storedRating(
  db: Firestore,
  bookId: string,
): Promise<{ count: number; sum: number; avg: number | undefined }> {
  const data = (await booksCollection(db).doc(bookId).get()).data();
  return { count: data?.ratingCount ?? 0, sum: data?.ratingSum ?? 0, avg: data?.ratingAverage };
}

/**
 * Waits until no rating roll-up is claimed and each book's ratingCount and ratingSum equal
 * what its shown reviews hold. The limit only stops a test that would otherwise hang.
 */
export async function ratingRollUpsSettled(
  db: Firestore,
  bookIds: readonly string[],
  timeoutMs = 60_000,
): Promise<void> {
  const pending = db.collection(COLLECTIONS.ratingRollups).where("pending", "==", true);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const settled = await Promise.all(
      bookIds.map(async (bookId) => {
        const [book, shown] = await Promise.all([
          booksCollection(db).doc(bookId).get(),
          shownRatings(db, bookId),
        ]);
        const data = book.data();
        return (data?.ratingCount ?? 0) === shown.count && (data?.ratingSum ?? 0) === shown.sum;
      }),
    );
    const claims = (await pending.count().get()).data().count;
    if (claims === 0 && settled.every(Boolean)) return;
    if (Date.now() > deadline) throw new Error(`rating roll-ups still due after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Deletes the books' reviews and roll-up states. */
export async function deleteReviewsOf(db: Firestore, bookIds: readonly string[]): Promise<void> {
  for (const bookId of bookIds) {
    const found = await reviewsCollection(db).where("bookId", "==", bookId).get();
    await Promise.all(found.docs.map((doc) => doc.ref.delete()));
  }
  // The deletes ask for roll-ups; let them run before the states go.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await Promise.all(bookIds.map((bookId) => ratingRollupRef(db, bookId).delete()));
}

/**
 * A shown review of `bookId` by `uid`, stored as the API stores one, written `minutesAgo`: for
 * tests that need reviews in a known order, or marked helpful, without each author's delivered
 * order. Answers its public id, the one the API shows and takes.
 */
export async function storeReview(
  db: Firestore,
  uid: string,
  bookId: string,
  { minutesAgo = 0, hidden = false, title = "A stored review", helpfulCount = 0 } = {},
): Promise<string> {
  const at = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
  const ref = reviewsCollection(db).doc(reviewDocumentId(uid, bookId));
  const publicId = newPublicReviewId(db, bookId);
  await ref.set({
    bookId,
    uid,
    publicId,
    authorName: "Stored Reviewer",
    rating: 3,
    title,
    text: "Stored by a test.",
    hidden,
    helpfulCount,
    createdAt: at,
    updatedAt: at,
  });
  return publicId;
}

/** The stored review the API calls `publicId` (its document, whose id names its author). */
export async function storedReviewOf(
  db: Firestore,
  publicId: string,
): Promise<{ documentId: string; data: StoredReview | undefined }> {
  const found = await reviewByPublicId(db, publicId);
  return { documentId: found?.id ?? "", data: found?.data() };
}
