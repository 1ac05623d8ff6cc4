import { Timestamp, type Firestore } from "firebase-admin/firestore";

import type { Category } from "@bookstore/shared/books/categories.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";

import { api } from "./admin-session.ts";
import { signUpCustomer, uniqueEmail } from "./auth-tokens.ts";
import { plainBook } from "./filler-book.ts";
import { deleteReviewsOf, ratingRollUpsSettled, storeOrder } from "./reviews.ts";

/** A book for a test of the top-rated listing, and the stars each of its reviewers gives it. */
export interface RatedBookPlan {
  title: string;
  /** One review per entry, each by another customer. */
  ratings: readonly number[];
  added: Date;
  category?: Category;
  newPrice?: number;
  oldPrice?: number;
}

export interface RatedBooks {
  /** The books' ids, in the order of their plans. */
  ids: string[];
  /** The reviewers' delivered orders. */
  orderIds: string[];
}

/**
 * Stores the books as the API does (without reviews, so with NO_RATINGS), has customers with a
 * delivered order of each review them through the API, and waits until the roll-up has written
 * every book's ratings.
 */
export async function addRatedBooks(
  db: Firestore,
  label: string,
  plans: readonly RatedBookPlan[],
): Promise<RatedBooks> {
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const ids = plans.map((_, index) => `test-${label}-${run}-${index}`);
  const batch = db.batch();
  plans.forEach(({ title, added, category, newPrice, oldPrice }, index) => {
    const book = plainBook({
      title,
      description: "A book customers review while a test of the top-rated listing runs.",
      added: Timestamp.fromDate(added),
      category,
      newPrice,
      oldPrice,
    });
    batch.create(booksCollection(db).doc(ids[index] ?? ""), book);
  });
  await batch.commit();

  const reviewerCount = Math.max(...plans.map((plan) => plan.ratings.length));
  const reviewers = await Promise.all(
    Array.from({ length: reviewerCount }, () => signUpCustomer(uniqueEmail(`${label}-reviewer`))),
  );
  const orderIds = await Promise.all(
    reviewers.map((reviewer) => storeOrder(db, reviewer.uid, ids, "delivered")),
  );
  const posts = plans.flatMap((plan, index) =>
    plan.ratings.map(async (rating, reviewer) => {
      const { status } = await api(`/api/books/${ids[index] ?? ""}/reviews`, {
        method: "POST",
        token: reviewers[reviewer]?.idToken,
        json: { rating, title: `${rating} stars`, text: `Rated ${rating} of 5 by a test.` },
      });
      if (status !== 201) throw new Error(`review of ${plan.title} answered ${status}`);
    }),
  );
  await Promise.all(posts);
  await ratingRollUpsSettled(db, ids);
  return { ids, orderIds };
}

/** Deletes the books, their reviews and the reviewers' orders. */
export async function removeRatedBooks(
  db: Firestore,
  { ids, orderIds }: RatedBooks,
): Promise<void> {
  await deleteReviewsOf(db, ids);
  await Promise.all([
    ...orderIds.map((id) => ordersCollection(db).doc(id).delete()),
    ...ids.map((id) => booksCollection(db).doc(id).delete()),
  ]);
}
