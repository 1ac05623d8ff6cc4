import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { adminDb } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail } from "../support/auth-tokens.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";
import { fetchPage, structuredDataOf } from "../support/page-head.ts";
import { listReviews, postReview, VALID_REVIEW } from "../support/review-requests.ts";
import {
  deleteReviewsOf,
  ratingRollUpsSettled,
  shownRatings,
  storedRating,
  storeOrder,
} from "../support/reviews.ts";
import { STORE_URL } from "../support/store.ts";

/**
 * Many buyers review one book at once: each review asks for the book's rating roll-up, and the
 * roll-up counts every one of them, in the book's fields, its review pages and its page's
 * structured data.
 */

/** Customers reviewing the book at once. */
const CONCURRENT_REVIEWS = 20;

let testBook: TestBook;
const orderIds: string[] = [];

beforeAll(async () => {
  const [book] = await createTestBooks("reviews-burst", [12]);
  if (!book) throw new Error("no test book");
  testBook = book;
}, 60_000);

afterAll(async () => {
  await deleteReviewsOf(adminDb, [testBook.id]);
  await Promise.all(orderIds.map((id) => ordersCollection(adminDb).doc(id).delete()));
  await deleteTestBooks([testBook]);
}, 120_000);

describe("the roll-up under concurrent reviews", () => {
  it(`counts ${CONCURRENT_REVIEWS} reviews posted at once exactly`, async () => {
    const book = testBook.id;
    const customers = await Promise.all(
      Array.from({ length: CONCURRENT_REVIEWS }, (_, index) =>
        signUpCustomer(uniqueEmail(`reviews-burst-${index}`)),
      ),
    );
    for (const customer of customers) {
      orderIds.push(await storeOrder(adminDb, customer.uid, [book], "delivered"));
    }
    const ratings = customers.map((_, index) => (index % 5) + 1);
    const answers = await Promise.all(
      customers.map((customer, index) =>
        postReview(book, customer.idToken, { ...VALID_REVIEW, rating: ratings[index] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(customers.map(() => 201));
    await ratingRollUpsSettled(adminDb, [book]);
    const sum = ratings.reduce((total, rating) => total + rating, 0);
    expect(await shownRatings(adminDb, book)).toEqual({ count: CONCURRENT_REVIEWS, sum });
    expect(await storedRating(adminDb, book)).toEqual({
      count: CONCURRENT_REVIEWS,
      sum,
      avg: Math.round((sum / CONCURRENT_REVIEWS) * 100) / 100,
    });
    const pages = await listReviews(book, "?limit=15");
    expect(pages.body).toHaveLength(15);
    const next = pages.headers.get("x-next-cursor");
    expect(next).not.toBeNull();
    const second = await listReviews(book, `?limit=15&after=${next ?? ""}`);
    expect(second.body).toHaveLength(CONCURRENT_REVIEWS - 15);

    // The server-sent book page names the rating and the newest 5 reviews in its JSON-LD.
    const product = structuredDataOf(await fetchPage(`${STORE_URL}/books/${book}`)).find(
      (entry) => Array.isArray(entry["@type"]) && entry["@type"].includes("Product"),
    );
    expect(product?.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: Math.round((sum / CONCURRENT_REVIEWS) * 100) / 100,
      reviewCount: CONCURRENT_REVIEWS,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product?.review).toHaveLength(5);
    expect((product?.review as { name: string }[])[0]).toMatchObject({
      "@type": "Review",
      name: VALID_REVIEW.title,
      reviewBody: VALID_REVIEW.text,
    });
  }, 120_000);
});
