import { Timestamp, type Query } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_DATA_MESSAGES } from "@bookstore/shared/accounts/account-data.ts";
import { ACCOUNT_LIMITS } from "@bookstore/shared/accounts/account.ts";
import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import type { AdminStats } from "@bookstore/shared/dashboard/admin-api.ts";
import { anonymisedOrderFields, type Order } from "@bookstore/shared/orders/order.ts";
import { reviewDocumentId, type HelpfulVoteResult } from "@bookstore/shared/reviews/review.ts";

import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import {
  allHelpfulVotes,
  helpfulVotesCollection,
} from "../../functions/src/lib/collections/helpful-votes.ts";
import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import {
  newPublicReviewId,
  reviewsCollection,
} from "../../functions/src/lib/collections/reviews.ts";
import { stockAlertsCollection } from "../../functions/src/lib/collections/stock-alerts.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import {
  adminAuth,
  adminDb,
  adminIdToken,
  api,
  signedInSecondsAgo,
  signInWithCustomToken,
  type ErrorBody,
} from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { placeCustomerOrder } from "../support/customer-order.ts";
import { deleteMailTo, mailTo } from "../support/mail.ts";
import {
  createTestBooks,
  deleteTestBooks,
  orders,
  type TestBook,
} from "../support/order-fixtures.ts";
import { storeReview } from "../support/reviews.ts";

const PATH = "/api/account/delete";
const IDENTITY_TOOLKIT = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}/identitytoolkit.googleapis.com/v1`;

let books: TestBook[] = [];
let adminToken: string;
/** Every order the file placed, anonymised or not, deleted afterwards. */
const placed: string[] = [];
const customers: SignedInAccount[] = [];

/** Signs in with the test customers' password: "ok", or the error the Auth emulator answers. */
async function signIn(email: string): Promise<string> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "customer-password", returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  return body.idToken ? "ok" : `error: ${body.error?.message ?? String(response.status)}`;
}

function deleteAccount(token: string | undefined, json?: unknown) {
  return api<ErrorBody>(PATH, { method: "POST", token, json });
}

/** What a test customer types at checkout: their own, so no other test's data holds it. */
function detailsOf(customer: SignedInAccount) {
  const tag = customer.uid.slice(0, 10);
  const digits = customer.uid.replace(/\D/g, "").padEnd(6, "7").slice(0, 6);
  return {
    name: `Dora Deleted ${tag}`,
    phone: `+44 20 ${digits}`,
    street: `1 Gone Lane ${tag}`,
    city: `Oldtown ${tag}`,
    zipcode: `Z${tag}`,
  };
}

async function placeOrder(customer: SignedInAccount): Promise<Order> {
  const details = detailsOf(customer);
  const order = await placeCustomerOrder(
    customer,
    books.map((book) => book.id),
    {
      name: details.name,
      phone: details.phone,
      address: {
        street: details.street,
        city: details.city,
        country: "Nowhere",
        state: "X",
        zipcode: details.zipcode,
      },
    },
  );
  placed.push(order._id);
  return order;
}

/** The made-up author of the review each test customer marked helpful. */
function otherAuthor(uid: string): string {
  return `other${uid}`;
}

/**
 * A customer with an order, a subscription, a contact message, a back-in-stock alert, a review
 * another customer marked helpful and a helpful vote on another's review: something in every
 * section.
 */
async function customerWithData(
  label: string,
): Promise<{ customer: SignedInAccount; order: Order }> {
  const customer = await signUpCustomer(uniqueEmail(label));
  customers.push(customer);
  const order = await placeOrder(customer);
  await subscribersCollection(adminDb)
    .doc(subscriberId(customer.email))
    .set({ email: customer.email, createdAt: Timestamp.now() });
  await messagesCollection(adminDb).doc(`account-delete-${customer.uid}`).set({
    name: "Dora",
    email: customer.email,
    message: "Please call me",
    createdAt: Timestamp.now(),
  });
  const [book] = books;
  if (!book) throw new Error("no test book");
  await stockAlertsCollection(adminDb, customer.uid).doc(book.id).set({
    bookId: book.id,
    title: book.title,
    email: customer.email,
    createdAt: Timestamp.now(),
  });
  await reviewsCollection(adminDb)
    .doc(reviewDocumentId(customer.uid, book.id))
    .set({
      bookId: book.id,
      uid: customer.uid,
      publicId: newPublicReviewId(adminDb, book.id),
      authorName: "Dora",
      rating: 5,
      title: "Loved it",
      text: "Worth every page.",
      hidden: false,
      helpfulCount: 1,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  const own = reviewDocumentId(customer.uid, book.id);
  const other = reviewDocumentId(otherAuthor(customer.uid), book.id);
  await reviewsCollection(adminDb)
    .doc(other)
    .set({
      bookId: book.id,
      uid: otherAuthor(customer.uid),
      publicId: newPublicReviewId(adminDb, book.id),
      authorName: "Olga",
      rating: 4,
      title: "Good",
      text: "Liked it.",
      hidden: false,
      helpfulCount: 1,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  await Promise.all([
    helpfulVotesCollection(adminDb, own)
      .doc(otherAuthor(customer.uid))
      .set({
        uid: otherAuthor(customer.uid),
        reviewId: own,
        bookId: book.id,
        createdAt: Timestamp.now(),
      }),
    helpfulVotesCollection(adminDb, other).doc(customer.uid).set({
      uid: customer.uid,
      reviewId: other,
      bookId: book.id,
      createdAt: Timestamp.now(),
    }),
  ]);
  return { customer, order };
}

/** What is left of the customer in each collection besides their (anonymised) orders. */
async function leftOf(customer: SignedInAccount) {
  const [subscriber, customerDoc, message, mail, owned, alerts, reviews, votes] = await Promise.all(
    [
      subscribersCollection(adminDb).doc(subscriberId(customer.email)).get(),
      customersCollection(adminDb).doc(customer.uid).get(),
      messagesCollection(adminDb).doc(`account-delete-${customer.uid}`).get(),
      mailTo(customer.email),
      orders.where("uid", "==", customer.uid).get(),
      stockAlertsCollection(adminDb, customer.uid).get(),
      reviewsCollection(adminDb).where("uid", "==", customer.uid).get(),
      allHelpfulVotes(adminDb).where("uid", "==", customer.uid).get(),
    ],
  );
  return {
    subscriber: subscriber.exists,
    customer: customerDoc.exists,
    message: message.exists,
    mail: mail.length,
    orders: owned.size,
    stockAlerts: alerts.size,
    reviews: reviews.size,
    helpfulVotes: votes.size,
  };
}

/** The votes other customers cast on the customer's review, until their deletion runs. */
async function votesOnOwnReview(customer: SignedInAccount): Promise<number> {
  const [book] = books;
  if (!book) throw new Error("no test book");
  return (await helpfulVotesCollection(adminDb, reviewDocumentId(customer.uid, book.id)).get())
    .size;
}

const NOTHING_LEFT = {
  subscriber: false,
  customer: false,
  message: false,
  mail: 0,
  orders: 0,
  stockAlerts: 0,
  reviews: 0,
  helpfulVotes: 0,
};

async function expectAnonymised(id: string, kept: Order): Promise<void> {
  const stored = (await orders.doc(id).get()).data();
  expect(stored).toMatchObject({
    ...anonymisedOrderFields(expect.any(Timestamp) as unknown),
    productIds: kept.productIds,
    items: kept.items,
    totalPrice: kept.totalPrice,
    createdAt: expect.any(Timestamp) as unknown,
  });
  expect(stored?.address).toEqual({ city: "", country: "", state: "", zipcode: "" });
  expect(JSON.stringify(stored)).not.toMatch(/Dora|Gone Lane|Oldtown|\+44 20|@example\.com/);
}

/** The mail documents about the order (the owner's notice among them), found by their text. */
async function mailNaming(text: string): Promise<string[]> {
  const all = await mailCollection(adminDb).get();
  return all.docs
    .filter((doc) => JSON.stringify(doc.data()).includes(text))
    .map((doc) => doc.data().kind);
}

/**
 * Every stored document that holds one of `texts`: each top-level collection's, and the
 * subcollections' a customer writes to (saved books, stock alerts, helpful votes). Covers and
 * search-index chunks hold bytes, not text, and stock shards numbers; they are left out.
 */
async function documentsHolding(texts: readonly string[]): Promise<string[]> {
  const skipped = new Set<string>([COLLECTIONS.covers, COLLECTIONS.searchIndexChunks]);
  const queries: Query[] = [
    ...(await adminDb.listCollections()).filter(({ id }) => !skipped.has(id)),
    ...[COLLECTIONS.saved, COLLECTIONS.stockAlerts, COLLECTIONS.helpfulVotes].map((id) =>
      adminDb.collectionGroup(id),
    ),
  ];
  const holding: string[] = [];
  for (const query of queries) {
    for (const doc of (await query.get()).docs) {
      const json = JSON.stringify(doc.data());
      if (texts.some((text) => json.includes(text))) holding.push(doc.ref.path);
    }
  }
  return holding;
}

beforeAll(async () => {
  [books, adminToken] = await Promise.all([
    createTestBooks("account-delete", [4.25]),
    adminIdToken(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(placed.map((id) => orders.doc(id).delete()));
  await Promise.all(
    customers.map(async ({ uid, email }) => {
      await customersCollection(adminDb).doc(uid).delete();
      await subscribersCollection(adminDb).doc(subscriberId(email)).delete();
      await messagesCollection(adminDb).doc(`account-delete-${uid}`).delete();
      const alerts = await stockAlertsCollection(adminDb, uid).listDocuments();
      await Promise.all(alerts.map((ref) => ref.delete()));
      const voted = await reviewsCollection(adminDb).where("uid", "==", otherAuthor(uid)).get();
      await Promise.all(voted.docs.map((doc) => adminDb.recursiveDelete(doc.ref)));
      await deleteMailTo(email);
      await adminAuth.deleteUser(uid).catch(() => undefined);
    }),
  );
  await deleteTestBooks(books);
});

describe("POST /api/account/delete refused", () => {
  it("answers 401 without a token or with a garbage one", async () => {
    for (const token of [undefined, "not.a.token"]) {
      const answer = await deleteAccount(token);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(MESSAGES.signInRequired);
    }
  });

  it("answers 401 to a sign-in over 5 minutes old and deletes nothing", async () => {
    // A custom-token account: the emulator records no revocation time for it, so the aged
    // token reaches the sign-in check instead of being refused as revoked.
    const uid = `account-delete-${Date.now()}`;
    const token = await signInWithCustomToken(await adminAuth.createCustomToken(uid));
    try {
      const stale = signedInSecondsAgo(token, ACCOUNT_LIMITS.recentSignInSeconds + 60);
      const answer = await deleteAccount(stale);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(ACCOUNT_DATA_MESSAGES.recentSignInRequired);
      expect((await adminAuth.getUser(uid)).uid).toBe(uid);
    } finally {
      await adminAuth.deleteUser(uid);
    }
  });

  it("answers 403 to an admin session", async () => {
    const answer = await deleteAccount(adminToken);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ACCESS_MESSAGES.customersOnly);
  });

  it.each([
    ["a field", { confirm: true }, /confirm/],
    ["an array", [], /JSON object/],
  ])("answers 400 to a body with %s and deletes nothing", async (_label, json, message) => {
    const customer = await signUpCustomer(uniqueEmail("account-delete-body"));
    customers.push(customer);
    const answer = await deleteAccount(customer.idToken, json);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await signIn(customer.email)).toBe("ok");
  });
});

describe("POST /api/account/delete", () => {
  let customer: SignedInAccount;
  let order: Order;
  let statsBefore: AdminStats;

  beforeAll(async () => {
    ({ customer, order } = await customerWithData("account-delete"));
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
    expect(await votesOnOwnReview(customer)).toBe(1);
    // The owner's notice of the order holds the customer's name, phone and address.
    for (const text of Object.values(detailsOf(customer))) {
      expect(await mailNaming(text), text).toEqual(
        expect.arrayContaining(["owner-new-order"]) as unknown,
      );
    }
    statsBefore = (await api<AdminStats>("/api/admin", { token: adminToken })).body;
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
    while ((await votesOnOwnReview(customer)) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await votesOnOwnReview(customer)).toBe(0);
    const [book] = books;
    const other = await reviewsCollection(adminDb)
      .doc(reviewDocumentId(otherAuthor(customer.uid), book?.id ?? ""))
      .get();
    expect(other.data()?.helpfulCount).toBe(0);
  });

  it("keeps the order for the books and the figures, stripped of the customer's details", async () => {
    await expectAnonymised(order._id, order);
    const statsAfter = (await api<AdminStats>("/api/admin", { token: adminToken })).body;
    expect(statsAfter.totalOrders).toBe(statsBefore.totalOrders);
    expect(statsAfter.totalSales).toBe(statsBefore.totalSales);
  });

  it("shows the order to the admin as anonymised", async () => {
    const listed = await api<Order[]>("/api/orders?status=pending&limit=100", {
      token: adminToken,
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
        token: adminToken,
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

describe("POST /api/account/delete, again and at once", () => {
  it("finishes a deletion that was cut off half-way", async () => {
    const { customer, order } = await customerWithData("account-delete-resumed");
    const second = await placeOrder(customer);
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
    const { customer, order } = await customerWithData("account-delete-twice");
    const [book] = books;
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
      .doc(reviewDocumentId(otherAuthor(customer.uid), book?.id ?? ""))
      .get();
    expect(other.data()?.helpfulCount).toBe(0);
  });
});

describe("POST /api/account/delete and helpful votes", () => {
  it("takes a vote cast through the API off the review's count, and leaves others' votes", async () => {
    const [book] = books;
    if (!book) throw new Error("no test book");
    const [leaving, staying] = await Promise.all([
      signUpCustomer(uniqueEmail("account-delete-voter")),
      signUpCustomer(uniqueEmail("account-delete-staying-voter")),
    ]);
    customers.push(leaving, staying);
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
