import { Timestamp, type Query } from "firebase-admin/firestore";
import { expect, afterAll, beforeAll } from "vitest";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { anonymisedOrderFields, type Order } from "@bookstore/shared/orders/order.ts";
import { reviewDocumentId } from "@bookstore/shared/reviews/review.ts";

import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import {
  allHelpfulVotes,
  helpfulVotesCollection,
} from "../../functions/src/lib/collections/helpful-votes.ts";
import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { reviewsCollection } from "../../functions/src/lib/collections/reviews.ts";
import { stockAlertsCollection } from "../../functions/src/lib/collections/stock-alerts.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";

import { adminAuth, adminDb, adminIdToken, api, type ErrorBody } from "./admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "./auth-tokens.ts";
import { placeCustomerOrder } from "./customer-order.ts";
import { deleteMailTo, mailTo } from "./mail.ts";
import { createTestBooks, deleteTestBooks, orders, type TestBook } from "./order-fixtures.ts";
import { storeReview } from "./reviews.ts";

/*
 * What the tests of POST /api/account/delete share: the request, a customer with something in
 * every collection the deletion clears, and the checks of what is left of them afterwards.
 */

const PATH = "/api/account/delete";
const IDENTITY_TOOLKIT = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}/identitytoolkit.googleapis.com/v1`;

/** Signs in with the test customers' password: "ok", or the error the Auth emulator answers. */
export async function signIn(email: string): Promise<string> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "customer-password", returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  return body.idToken ? "ok" : `error: ${body.error?.message ?? String(response.status)}`;
}

export function deleteAccount(token: string | undefined, json?: unknown) {
  return api<ErrorBody>(PATH, { method: "POST", token, json });
}

/** What a test customer types at checkout: their own, so no other test's data holds it. */
export function detailsOf(customer: SignedInAccount) {
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

/** The made-up author of the review each test customer marked helpful. */
export function otherAuthor(uid: string): string {
  return `other${uid}`;
}

/** What is left of the customer in each collection besides their (anonymised) orders. */
export async function leftOf(customer: SignedInAccount) {
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

/** The votes other customers cast on the customer's review of `bookId`, until their deletion runs. */
export async function votesOnOwnReview(customer: SignedInAccount, bookId: string): Promise<number> {
  return (await helpfulVotesCollection(adminDb, reviewDocumentId(customer.uid, bookId)).get()).size;
}

export const NOTHING_LEFT = {
  subscriber: false,
  customer: false,
  message: false,
  mail: 0,
  orders: 0,
  stockAlerts: 0,
  reviews: 0,
  helpfulVotes: 0,
};

export async function expectAnonymised(id: string, kept: Order): Promise<void> {
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
export async function mailNaming(text: string): Promise<string[]> {
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
export async function documentsHolding(texts: readonly string[]): Promise<string[]> {
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

/**
 * A test file's books, admin token and customers: made before its tests, and everything they
 * placed or stored deleted after them (an account the deletion already took is skipped).
 */
export function accountDeletionFixture(label: string) {
  const state: { books: TestBook[]; adminToken: string } = { books: [], adminToken: "" };
  /** Every order the file placed, anonymised or not, deleted afterwards. */
  const placed: string[] = [];
  const customers: SignedInAccount[] = [];

  beforeAll(async () => {
    [state.books, state.adminToken] = await Promise.all([
      createTestBooks(label, [4.25]),
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
    await deleteTestBooks(state.books);
  });

  function firstBook(): TestBook {
    const [book] = state.books;
    if (!book) throw new Error("no test book");
    return book;
  }

  async function placeOrder(customer: SignedInAccount): Promise<Order> {
    const details = detailsOf(customer);
    const order = await placeCustomerOrder(
      customer,
      state.books.map((book) => book.id),
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
    const book = firstBook();
    await stockAlertsCollection(adminDb, customer.uid).doc(book.id).set({
      bookId: book.id,
      title: book.title,
      email: customer.email,
      createdAt: Timestamp.now(),
    });
    // Each review carries the vote the other's author cast on it (below).
    await storeReview(adminDb, customer.uid, book.id, { helpfulCount: 1 });
    await storeReview(adminDb, otherAuthor(customer.uid), book.id, { helpfulCount: 1 });
    const own = reviewDocumentId(customer.uid, book.id);
    const other = reviewDocumentId(otherAuthor(customer.uid), book.id);
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

  /** Customers a test signed up itself, cleaned up with the rest. */
  function track(...accounts: SignedInAccount[]): void {
    customers.push(...accounts);
  }

  return {
    adminToken: () => state.adminToken,
    firstBook,
    placeOrder,
    customerWithData,
    track,
  };
}
