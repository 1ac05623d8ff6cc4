import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AccountDataExport } from "@bookstore/shared/accounts/accounts-api.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { REVIEW_MESSAGES, reviewDocumentId } from "@bookstore/shared/reviews/review.ts";
import type { AdminReview, MyReview, Review } from "@bookstore/shared/reviews/reviews-api.ts";

import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { reviewsCollection } from "../../functions/src/lib/collections/reviews.ts";
import { Conflict } from "../../functions/src/lib/domain-errors.ts";
import { updateUnchangedReview } from "../../functions/src/reviews/update-unchanged-review.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";
import {
  listReviews as list,
  postReview,
  setReviewHidden,
  VALID_REVIEW,
} from "../support/review-requests.ts";
import {
  deleteReviewsOf,
  ratingRollUpsSettled,
  storedRating,
  storeOrder,
} from "../support/reviews.ts";

const reviews = reviewsCollection(adminDb);

let adminToken: string;
let buyer: SignedInAccount;
let pendingBuyer: SignedInAccount;
let stranger: SignedInAccount;
let testBooks: TestBook[] = [];
const orderIds: string[] = [];

const valid = VALID_REVIEW;

function bookId(index: number): string {
  const book = testBooks[index];
  if (!book) throw new Error(`no test book ${index}`);
  return book.id;
}

function post(book: string, token: string | null, json: unknown = valid) {
  return postReview(book, token, json);
}

function edit(book: string, token: string | null, json: unknown = valid) {
  return api<Review & ErrorBody>(`/api/books/${book}/reviews/mine`, {
    method: "PUT",
    token,
    json,
  });
}

function hide(id: string, hidden: boolean, token: string | null = adminToken) {
  return setReviewHidden(id, hidden, token);
}

async function storedReviewsOf(book: string) {
  return (await reviews.where("bookId", "==", book).get()).docs.map((doc) => doc.data());
}

beforeAll(async () => {
  [adminToken, buyer, pendingBuyer, stranger, testBooks] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("reviews-buyer")),
    signUpCustomer(uniqueEmail("reviews-pending")),
    signUpCustomer(uniqueEmail("reviews-stranger")),
    createTestBooks("reviews", [10, 11, 12]),
  ]);
  orderIds.push(
    await storeOrder(adminDb, buyer.uid, [bookId(0), bookId(1)], "delivered"),
    await storeOrder(adminDb, pendingBuyer.uid, [bookId(0)], "pending"),
    await storeOrder(adminDb, pendingBuyer.uid, [bookId(0)], "shipped"),
  );
}, 120_000);

afterAll(async () => {
  const ids = testBooks.map((book) => book.id);
  await deleteReviewsOf(adminDb, ids);
  await Promise.all(orderIds.map((id) => ordersCollection(adminDb).doc(id).delete()));
  await deleteTestBooks(testBooks);
}, 120_000);

describe("refusals: nothing is written", () => {
  const badBodies: [string, unknown, string][] = [
    ["no rating", { title: "t", text: "x" }, `rating: ${REVIEW_MESSAGES.ratingRequired}`],
    ["0 stars", { ...valid, rating: 0 }, `rating: ${REVIEW_MESSAGES.ratingInvalid}`],
    ["6 stars", { ...valid, rating: 6 }, `rating: ${REVIEW_MESSAGES.ratingInvalid}`],
    ["2.5 stars", { ...valid, rating: 2.5 }, `rating: ${REVIEW_MESSAGES.ratingInvalid}`],
    ["stars as text", { ...valid, rating: "5" }, `rating: ${REVIEW_MESSAGES.ratingInvalid}`],
    ["a blank title", { ...valid, title: "  \n " }, `title: ${REVIEW_MESSAGES.titleRequired}`],
    ["a title object", { ...valid, title: { a: 1 } }, `title: ${REVIEW_MESSAGES.titleNotText}`],
    [
      "a 121-character title",
      { ...valid, title: "t".repeat(121) },
      `title: ${REVIEW_MESSAGES.titleTooLong}`,
    ],
    ["no text", { rating: 3, title: "t" }, `text: ${REVIEW_MESSAGES.textRequired}`],
    [
      "a 2,001-character text",
      { ...valid, text: "x".repeat(2001) },
      `text: ${REVIEW_MESSAGES.textTooLong}`,
    ],
    ["an unknown field", { ...valid, hidden: false }, 'Unrecognized key: "hidden"'],
    ["an array body", [valid], "The request body must be a JSON object."],
  ];

  it.each(badBodies)("answers %s with a 400 naming the field", async (_label, json, message) => {
    const answer = await post(bookId(0), buyer.idToken, json);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await storedReviewsOf(bookId(0))).toEqual([]);
  });

  it("keeps a 2,000-character text and a 120-character title within bounds", async () => {
    // Sent to a book the buyer has no order of: the sizes pass, and the buyer check refuses.
    const answer = await post(bookId(2), buyer.idToken, {
      ...valid,
      title: "t".repeat(120),
      text: "x".repeat(2000),
    });
    expect(answer.status).toBe(403);
  });

  it("asks a caller without a token to sign in", async () => {
    const answer = await post(bookId(0), null);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(MESSAGES.signInRequired);
  });

  it("refuses a customer who never ordered the book", async () => {
    const answer = await post(bookId(0), stranger.idToken);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(REVIEW_MESSAGES.notBuyer);
    expect(await storedReviewsOf(bookId(0))).toEqual([]);
  });

  it("refuses a customer whose orders of the book are not delivered yet", async () => {
    const answer = await post(bookId(0), pendingBuyer.idToken);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(REVIEW_MESSAGES.notBuyer);
    const mine = await api<MyReview>(`/api/books/${bookId(0)}/reviews/mine`, {
      token: pendingBuyer.idToken,
    });
    expect(mine.body).toEqual({ review: null, canReview: false });
  });

  it("refuses an admin, who has no orders", async () => {
    expect((await post(bookId(0), adminToken)).status).toBe(403);
  });

  it("answers an unknown book 404 and an impossible id 400", async () => {
    expect((await post("no-such-book-anywhere", buyer.idToken)).status).toBe(404);
    expect((await list("no-such-book-anywhere")).status).toBe(404);
    expect((await post("bad%20id", buyer.idToken)).status).toBe(400);
  });

  it("answers an edit or delete of a review that does not exist 404", async () => {
    expect((await edit(bookId(0), stranger.idToken)).status).toBe(404);
    const removed = await api<ErrorBody>(`/api/books/${bookId(0)}/reviews/mine`, {
      method: "DELETE",
      token: stranger.idToken,
    });
    expect(removed.status).toBe(404);
    expect(removed.body.message).toBe(REVIEW_MESSAGES.noReview);
  });

  it("refuses bad list queries", async () => {
    expect((await list(bookId(0), "?limit=51")).status).toBe(400);
    expect((await list(bookId(0), "?limit=0")).status).toBe(400);
    expect((await list(bookId(0), "?after=someone_else")).status).toBe(400);
    expect((await list(bookId(0), "?sort=stars")).status).toBe(400);
  });
});

describe("a buyer's review", () => {
  const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
  let created: Review;

  it("is created once, with the account's name and text kept verbatim", async () => {
    const answer = await post(bookId(0), buyer.idToken, { ...valid, text: markup });
    expect(answer.status).toBe(201);
    created = answer.body;
    expect(created).toMatchObject({
      _id: expect.stringMatching(new RegExp(`^[A-Za-z0-9]{20}_${bookId(0)}$`)) as string,
      bookId: bookId(0),
      rating: 4,
      title: valid.title,
      text: markup,
    });
    expect(created).not.toHaveProperty("uid");
    expect(created._id).not.toContain(buyer.uid);
    const again = await post(bookId(0), buyer.idToken, { ...valid, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect((await storedReviewsOf(bookId(0))).map((review) => review.rating)).toEqual([4]);
  });

  it("is listed on the book, and rolled up onto it", async () => {
    const answer = await list(bookId(0));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([created]);
    await ratingRollUpsSettled(adminDb, [bookId(0)]);
    expect(await storedRating(adminDb, bookId(0))).toEqual({ count: 1, sum: 4, avg: 4 });
    const book = await api<{ ratingCount: number; ratingAverage: number }>(
      `/api/books/${bookId(0)}`,
    );
    expect(book.body).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
  });

  it("is the author's to edit, and the average follows", async () => {
    const answer = await edit(bookId(0), buyer.idToken, { ...valid, rating: 2, title: "Less so" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      rating: 2,
      title: "Less so",
      createdAt: created.createdAt,
    });
    const mine = await api<MyReview>(`/api/books/${bookId(0)}/reviews/mine`, {
      token: buyer.idToken,
    });
    expect(mine.body).toMatchObject({ canReview: true, review: { rating: 2 } });
    await ratingRollUpsSettled(adminDb, [bookId(0)]);
    expect(await storedRating(adminDb, bookId(0))).toEqual({ count: 1, sum: 2, avg: 2 });
  });

  it("is not overwritten by a write that read it before another changed it", async () => {
    const ref = reviews.doc(reviewDocumentId(buyer.uid, bookId(0)));
    const read = await ref.get();
    await ref.update({ title: "Written in between" });
    await expect(updateUnchangedReview(ref, { title: "Stale" }, read.updateTime)).rejects.toEqual(
      new Conflict(REVIEW_MESSAGES.changedMeanwhile),
    );
    expect((await ref.get()).data()?.title).toBe("Written in between");
    await ref.update({ title: "Less so" });
  });

  it("is hidden by an admin from the list and the average, and shown again", async () => {
    expect((await hide(created._id, true, buyer.idToken)).status).toBe(403);
    expect((await hide(created._id, true, null)).status).toBe(401);
    expect((await hide("nobody_nothing", true)).status).toBe(404);
    const badBody = await api<ErrorBody>(`/api/admin/reviews/${created._id}`, {
      method: "PATCH",
      token: adminToken,
      json: { hidden: "yes" },
    });
    expect(badBody.status).toBe(400);
    expect((await reviews.doc(reviewDocumentId(buyer.uid, bookId(0))).get()).data()?.hidden).toBe(
      false,
    );

    const hidden = await hide(created._id, true);
    expect(hidden.status).toBe(200);
    expect(hidden.body.hidden).toBe(true);
    expect((await list(bookId(0))).body).toEqual([]);
    await ratingRollUpsSettled(adminDb, [bookId(0)]);
    expect(await storedRating(adminDb, bookId(0))).toEqual({ count: 0, sum: 0, avg: 0 });
    const hiddenList = await api<AdminReview[]>("/api/admin/reviews?hidden=true", {
      token: adminToken,
    });
    expect(hiddenList.body.map((review) => review._id)).toContain(created._id);
    expect((await api("/api/admin/reviews?hidden=true", { token: buyer.idToken })).status).toBe(
      403,
    );

    expect((await hide(created._id, false)).body.hidden).toBe(false);
    expect((await list(bookId(0))).body).toHaveLength(1);
    await ratingRollUpsSettled(adminDb, [bookId(0)]);
    expect(await storedRating(adminDb, bookId(0))).toEqual({ count: 1, sum: 2, avg: 2 });
  });

  it("is in the author's data export", async () => {
    const answer = await api<AccountDataExport>("/api/account/data", { token: buyer.idToken });
    expect(answer.status).toBe(200);
    const section = answer.body.sections.find(
      ({ collection }) => collection === COLLECTIONS.reviews,
    );
    expect(section?.documents).toEqual([
      expect.objectContaining({
        id: reviewDocumentId(buyer.uid, bookId(0)),
        data: expect.objectContaining({
          uid: buyer.uid,
          publicId: created._id,
          title: "Less so",
        }) as unknown,
      }),
    ]);
  });

  it("is deleted by its author, and leaves the average", async () => {
    const removed = await api<ErrorBody>(`/api/books/${bookId(0)}/reviews/mine`, {
      method: "DELETE",
      token: buyer.idToken,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(REVIEW_MESSAGES.deleted);
    expect(await storedReviewsOf(bookId(0))).toEqual([]);
    await ratingRollUpsSettled(adminDb, [bookId(0)]);
    expect(await storedRating(adminDb, bookId(0))).toEqual({ count: 0, sum: 0, avg: 0 });
  });
});

describe("the review writes' limit", () => {
  it("answers 429 with Retry-After past 10 writes an hour, and keeps the review", async () => {
    expect((await post(bookId(1), buyer.idToken)).status).toBe(201);
    // The buyer has used writes above (a create, an edit); edits count as writes too.
    const statuses: number[] = [];
    for (let write = 0; write < 10; write += 1) {
      statuses.push((await edit(bookId(1), buyer.idToken, { ...valid, rating: 5 })).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = await edit(bookId(1), buyer.idToken, { ...valid, rating: 1 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await reviews.doc(reviewDocumentId(buyer.uid, bookId(1))).get()).data()?.rating).toBe(
      5,
    );
  });
});
