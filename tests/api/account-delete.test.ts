import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_DATA_MESSAGES } from "@bookstore/shared/accounts/account-data.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import type { AdminStats } from "@bookstore/shared/dashboard/dashboard-api.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import { reviewDocumentId } from "@bookstore/shared/reviews/review.ts";

import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import { reviewsCollection } from "../../functions/src/lib/collections/reviews.ts";
import {
  accountDeletionFixture,
  deleteAccount,
  detailsOf,
  documentsHolding,
  expectAnonymised,
  leftOf,
  mailNaming,
  NOTHING_LEFT,
  otherAuthor,
  signIn,
  votesOnOwnReview,
} from "../support/account-deletion.ts";
import { adminAuth, adminDb, api } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { mailTo } from "../support/mail.ts";
import { attemptOrder, orders } from "../support/order-fixtures.ts";
import { placedOrdersFollowedUp } from "../support/placed-orders.ts";

const fixture = accountDeletionFixture("account-delete");

describe("POST /api/account/delete", () => {
  let customer: SignedInAccount;
  let order: Order;
  let statsBefore: AdminStats;

  beforeAll(async () => {
    ({ customer, order } = await fixture.customerWithData("account-delete"));
    expect(await leftOf(customer)).toEqual({
      subscriber: true,
      customer: true,
      message: true,
      mail: 1,
      orders: 1,
      stockAlerts: 1,
      reviews: 1,
      helpfulVotes: 1,
    });
    expect(await votesOnOwnReview(customer, fixture.firstBook().id)).toBe(1);
    // The owner's notice of the order holds the customer's name, phone and address.
    for (const text of Object.values(detailsOf(customer))) {
      expect(await mailNaming(text), text).toEqual(
        expect.arrayContaining(["owner-new-order"]) as unknown,
      );
    }
    statsBefore = (await api<AdminStats>("/api/admin", { token: fixture.adminToken() })).body;
    const answer = await deleteAccount(customer.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: ACCOUNT_DATA_MESSAGES.accountDeleted, notice: null });
  }, 60_000);

  it("deletes the Auth user: signing in fails", async () => {
    expect(await signIn(customer.email)).toBe("error: EMAIL_NOT_FOUND");
    await expect(adminAuth.getUser(customer.uid)).rejects.toMatchObject({
      code: "auth/user-not-found",
    });
  });

  it("deletes the subscription, the counters, the messages, the alerts and the mail to the address", async () => {
    expect(await leftOf(customer)).toEqual(NOTHING_LEFT);
  });

  it("leaves the customer's name, phone and address in no mail and no other document", async () => {
    const details = Object.values(detailsOf(customer));
    expect(await documentsHolding(details)).toEqual([]);
    const notice = await mailCollection(adminDb)
      .where("orderId", "==", order._id)
      .where("kind", "==", "owner-new-order")
      .get();
    expect(notice.size).toBe(1);
    const kept = notice.docs[0]?.data();
    expect(kept?.uid).toBeUndefined();
    expect(kept?.redactedAt).toBeInstanceOf(Timestamp);
    expect(kept?.message.subject).toMatch(/^New order: /);
    expect(kept?.message.text).toContain(`placed order ${order._id} has deleted their account`);
  });

  it("deletes the votes on the customer's review with it, and takes their vote off the count", async () => {
    // The review's deletion fires the review trigger, which deletes its votes.
    const deadline = Date.now() + 30_000;
    while (
      (await votesOnOwnReview(customer, fixture.firstBook().id)) > 0 &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await votesOnOwnReview(customer, fixture.firstBook().id)).toBe(0);
    const book = fixture.firstBook();
    const other = await reviewsCollection(adminDb)
      .doc(reviewDocumentId(otherAuthor(customer.uid), book.id))
      .get();
    expect(other.data()?.helpfulCount).toBe(0);
  });

  it("keeps the order for the books and the figures, stripped of the customer's details", async () => {
    await expectAnonymised(order._id, order);
    const statsAfter = (await api<AdminStats>("/api/admin", { token: fixture.adminToken() })).body;
    expect(statsAfter.totalOrders).toBe(statsBefore.totalOrders);
    expect(statsAfter.totalSales).toBe(statsBefore.totalSales);
  });

  it("shows the order to the admin as anonymised", async () => {
    const listed = await api<Order[]>("/api/orders?status=pending&limit=100", {
      token: fixture.adminToken(),
    });
    expect(listed.status).toBe(200);
    const kept = listed.body.find(({ _id }) => _id === order._id);
    expect(kept).toMatchObject({ name: "", email: "", phone: "", totalPrice: order.totalPrice });
    expect(Date.parse(kept?.anonymisedAt ?? "")).not.toBeNaN();
  });

  it("sends no mail when the admin moves or cancels the kept order", async () => {
    for (const status of ["processing", "cancelled"]) {
      const answer = await api<Order>(`/api/orders/${order._id}/status`, {
        method: "PATCH",
        token: fixture.adminToken(),
        json: { status },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.anonymisedAt).toBeDefined();
    }
    expect(await mailTo(customer.email)).toEqual([]);
    expect(await mailTo("")).toEqual([]);
  });

  it("answers a second request with the same token 401 and changes nothing", async () => {
    const answer = await deleteAccount(customer.idToken);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(MESSAGES.signInRequired);
    expect((await orders.doc(order._id).get()).exists).toBe(true);
  });
});

describe("POST /api/account/delete right after an order", () => {
  it("leaves no mail to or about the customer once the order's mail would have followed", async () => {
    const customer = await signUpCustomer(uniqueEmail("account-delete-just-ordered"));
    // attemptOrder does not wait for the order's mail, so the deletion may come before it.
    expect((await attemptOrder(customer.idToken, [fixture.firstBook().id])).status).toBe(201);
    const [placed] = (await orders.where("uid", "==", customer.uid).get()).docs;
    if (!placed) throw new Error("the order was not stored");
    try {
      expect((await deleteAccount(customer.idToken)).status).toBe(200);
      await placedOrdersFollowedUp(adminDb, [placed.id]);
      expect(await mailTo(customer.email)).toEqual([]);
      expect((await mailCollection(adminDb).where("uid", "==", customer.uid).get()).size).toBe(0);
      // The owner's notice, when it was written before the deletion, is kept redacted.
      const notices = await mailCollection(adminDb).where("orderId", "==", placed.id).get();
      for (const notice of notices.docs) {
        expect(notice.data().message.text).not.toContain(customer.email);
      }
    } finally {
      const notices = await mailCollection(adminDb).where("orderId", "==", placed.id).get();
      await Promise.all([placed.ref.delete(), ...notices.docs.map((doc) => doc.ref.delete())]);
    }
  });
});
