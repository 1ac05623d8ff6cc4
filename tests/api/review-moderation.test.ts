import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { REVIEW_MESSAGES, reviewDocumentId } from "@bookstore/shared/reviews/review.ts";
import type { AdminReview, MyReview, Review } from "@bookstore/shared/reviews/reviews-api.ts";

import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { reviewModerationCollection } from "../../functions/src/lib/collections/review-moderation.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";
import { listReviews, postReview, setReviewHidden } from "../support/review-requests.ts";
import {
  deleteReviewsOf,
  ratingRollUpsSettled,
  storedRating,
  storeOrder,
} from "../support/reviews.ts";

let adminToken: string;
let author: SignedInAccount;
let other: SignedInAccount;
let testBooks: TestBook[] = [];
const orderIds: string[] = [];

const first = { rating: 1, title: "Rude words", text: "Words an admin will hide." };
const again = { rating: 1, title: "Rude words again", text: "Written after the deletion." };

function bookId(): string {
  const book = testBooks[0];
  if (!book) throw new Error("no test book");
  return book.id;
}

function post(token: string, json: unknown) {
  return postReview(bookId(), token, json);
}

function mine(token: string, method = "GET", json?: unknown) {
  return api<MyReview & Review & ErrorBody>(`/api/books/${bookId()}/reviews/mine`, {
    method,
    token,
    json,
  });
}

function hide(id: string, hidden: boolean) {
  return setReviewHidden(id, hidden, adminToken);
}

async function listedTitles(): Promise<string[]> {
  const answer = await listReviews(bookId());
  expect(answer.status).toBe(200);
  return answer.body.map((review) => review.title);
}

async function bookRating() {
  await ratingRollUpsSettled(adminDb, [bookId()]);
  const { count, sum } = await storedRating(adminDb, bookId());
  return { count, sum };
}

beforeAll(async () => {
  [adminToken, author, other, testBooks] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("moderation-author")),
    signUpCustomer(uniqueEmail("moderation-other")),
    createTestBooks("moderation", [10]),
  ]);
  orderIds.push(
    await storeOrder(adminDb, author.uid, [bookId()], "delivered"),
    await storeOrder(adminDb, other.uid, [bookId()], "delivered"),
  );
  const shown = await post(other.idToken, { rating: 4, title: "Fine", text: "A fair book." });
  expect(shown.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await deleteReviewsOf(adminDb, [bookId()]);
  await reviewModerationCollection(adminDb).doc(reviewDocumentId(author.uid, bookId())).delete();
  await Promise.all(orderIds.map((id) => ordersCollection(adminDb).doc(id).delete()));
  await deleteTestBooks(testBooks);
}, 120_000);

describe("a review an admin hid, deleted and written again by its author", () => {
  let hiddenId = "";

  it("tells the author their hidden review is under review, in its own answers only", async () => {
    const created = await post(author.idToken, first);
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty("notice");
    hiddenId = created.body._id;
    expect((await hide(hiddenId, true)).status).toBe(200);

    const own = await mine(author.idToken);
    expect(own.body.review?.notice).toBe(REVIEW_MESSAGES.underReview);
    const edited = await mine(author.idToken, "PUT", { ...first, text: "Edited, still hidden." });
    expect(edited.status).toBe(200);
    expect(edited.body.notice).toBe(REVIEW_MESSAGES.underReview);
    expect(await listedTitles()).toEqual(["Fine"]);
  });

  it("stays hidden: out of the list, the rating and its count, and the author is told", async () => {
    const removed = await mine(author.idToken, "DELETE");
    expect(removed.status).toBe(200);
    expect(await listedTitles()).toEqual(["Fine"]);

    const written = await post(author.idToken, again);
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ title: again.title, notice: REVIEW_MESSAGES.underReview });
    expect(written.body._id).not.toBe(hiddenId);

    expect(await listedTitles()).toEqual(["Fine"]);
    expect(await bookRating()).toEqual({ count: 1, sum: 4 });
    const own = await mine(author.idToken);
    expect(own.body.review).toMatchObject({
      _id: written.body._id,
      title: again.title,
      notice: REVIEW_MESSAGES.underReview,
    });
    const hiddenList = await api<AdminReview[]>("/api/admin/reviews?hidden=true", {
      token: adminToken,
    });
    expect(hiddenList.body.find((review) => review._id === written.body._id)).toMatchObject({
      hidden: true,
    });
  });

  it("is shown again by an admin, after which a review written again is shown", async () => {
    const own = await mine(author.idToken);
    const id = own.body.review?._id ?? "";
    expect((await hide(id, false)).status).toBe(200);
    expect(await listedTitles()).toContain(again.title);
    expect((await mine(author.idToken)).body.review).not.toHaveProperty("notice");
    const record = reviewModerationCollection(adminDb).doc(reviewDocumentId(author.uid, bookId()));
    expect((await record.get()).exists).toBe(false);

    expect((await mine(author.idToken, "DELETE")).status).toBe(200);
    const written = await post(author.idToken, { ...again, rating: 5 });
    expect(written.status).toBe(201);
    expect(written.body).not.toHaveProperty("notice");
    expect(await listedTitles()).toContain(again.title);
    expect(await bookRating()).toEqual({ count: 2, sum: 9 });
  });
});
