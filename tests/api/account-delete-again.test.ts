import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import { anonymisedOrderFields } from "@bookstore/shared/orders/order.ts";
import { reviewDocumentId } from "@bookstore/shared/reviews/review.ts";
import type { HelpfulVoteResult } from "@bookstore/shared/reviews/reviews-api.ts";

import { helpfulVotesCollection } from "../../functions/src/lib/collections/helpful-votes.ts";
import { reviewsCollection } from "../../functions/src/lib/collections/reviews.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import {
  accountDeletionFixture,
  deleteAccount,
  expectAnonymised,
  leftOf,
  NOTHING_LEFT,
  otherAuthor,
  signIn,
} from "../support/account-deletion.ts";
import { adminDb, api } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail } from "../support/auth-tokens.ts";
import { orders } from "../support/order-fixtures.ts";
import { storeReview } from "../support/reviews.ts";

const fixture = accountDeletionFixture("account-delete-again");

describe("POST /api/account/delete, again and at once", () => {
  it("finishes a deletion that was cut off half-way", async () => {
    const { customer, order } = await fixture.customerWithData("account-delete-resumed");
    const second = await fixture.placeOrder(customer);
    // What a first request leaves when it stops after one order and the subscription.
    await orders.doc(order._id).update(anonymisedOrderFields(Timestamp.now()));
    await subscribersCollection(adminDb).doc(subscriberId(customer.email)).delete();

    const answer = await deleteAccount(customer.idToken);
    expect(answer.status).toBe(200);
    expect(await leftOf(customer)).toEqual(NOTHING_LEFT);
    await expectAnonymised(order._id, order);
    await expectAnonymised(second._id, second);
    expect(await signIn(customer.email)).toBe("error: EMAIL_NOT_FOUND");
  });

  it("is safe to send twice at once: one deletion, no server error", async () => {
    const { customer, order } = await fixture.customerWithData("account-delete-twice");
    const book = fixture.firstBook();
    const answers = await Promise.all([
      deleteAccount(customer.idToken),
      deleteAccount(customer.idToken),
    ]);
    const statuses = answers.map(({ status }) => status);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 401]).toContain(status);
    expect(await leftOf(customer)).toEqual(NOTHING_LEFT);
    await expectAnonymised(order._id, order);
    // The vote is counted off once, not once per request.
    const other = await reviewsCollection(adminDb)
      .doc(reviewDocumentId(otherAuthor(customer.uid), book.id))
      .get();
    expect(other.data()?.helpfulCount).toBe(0);
  });
});

describe("POST /api/account/delete and helpful votes", () => {
  it("takes a vote cast through the API off the review's count, and leaves others' votes", async () => {
    const book = fixture.firstBook();
    const [leaving, staying] = await Promise.all([
      signUpCustomer(uniqueEmail("account-delete-voter")),
      signUpCustomer(uniqueEmail("account-delete-staying-voter")),
    ]);
    fixture.track(leaving, staying);
    const publicId = await storeReview(adminDb, otherAuthor(leaving.uid), book.id, {
      minutesAgo: 5,
    });
    const review = reviewDocumentId(otherAuthor(leaving.uid), book.id);
    const path = `/api/books/${book.id}/reviews/${publicId}/helpful`;
    for (const voter of [staying, leaving]) {
      const answer = await api<HelpfulVoteResult>(path, { method: "POST", token: voter.idToken });
      expect(answer.status).toBe(201);
    }
    const countOf = async () => (await reviewsCollection(adminDb).doc(review).get()).data();
    expect((await countOf())?.helpfulCount).toBe(2);

    const answer = await deleteAccount(leaving.idToken);
    expect(answer.status).toBe(200);
    expect((await countOf())?.helpfulCount).toBe(1);
    const votes = await helpfulVotesCollection(adminDb, review).get();
    expect(votes.docs.map((doc) => doc.id)).toEqual([staying.uid]);
  });
});
