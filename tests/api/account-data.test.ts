import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_DATA_FILE_NAME } from "@bookstore/shared/accounts/account-data.ts";
import type {
  AccountDataExport,
  PersonalDataSection,
} from "@bookstore/shared/accounts/accounts-api.ts";
import { PERSONAL_DATA_COLLECTIONS } from "@bookstore/shared/accounts/personal-data-collections.ts";
import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { savedCollection } from "../../functions/src/lib/collections/saved.ts";
import { stockAlertsCollection } from "../../functions/src/lib/collections/stock-alerts.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { adminAuth, adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { placeCustomerOrder } from "../support/customer-order.ts";
import { deleteCustomerTraces } from "../support/customer-traces.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";

const PATH = "/api/account/data";

let books: TestBook[] = [];
let ann: SignedInAccount;
let bob: SignedInAccount;
let annOrder: Order;
let bobOrder: Order;

function placeOrder(customer: SignedInAccount, name: string): Promise<Order> {
  return placeCustomerOrder(
    customer,
    books.map((book) => book.id),
    { name },
  );
}

/** A newsletter subscription and a contact message from the customer's address. */
async function addSubscriptionAndMessage(customer: SignedInAccount, text: string): Promise<void> {
  await subscribersCollection(adminDb)
    .doc(subscriberId(customer.email))
    .set({ email: customer.email, createdAt: Timestamp.now() });
  await messagesCollection(adminDb).doc(`account-data-${customer.uid}`).set({
    name: text,
    email: customer.email,
    message: text,
    createdAt: Timestamp.now(),
  });
}

/** A book saved for later at `price`, as the customer's client writes it. */
async function saveBook(customer: SignedInAccount, bookId: string, price: number): Promise<void> {
  await savedCollection(adminDb, customer.uid)
    .doc(bookId)
    .set({ bookId, savedAt: Timestamp.now(), price });
}

beforeAll(async () => {
  [books, ann, bob] = await Promise.all([
    createTestBooks("account-data", [9.5]),
    signUpCustomer(uniqueEmail("account-data-ann")),
    signUpCustomer(uniqueEmail("account-data-bob")),
  ]);
  await adminAuth.updateUser(ann.uid, { displayName: "Ann Export" });
  annOrder = await placeOrder(ann, "Ann Export");
  bobOrder = await placeOrder(bob, "Bob Other");
  await addSubscriptionAndMessage(ann, "Hello from Ann");
  await addSubscriptionAndMessage(bob, "Hello from Bob");
  const [book] = books;
  if (!book) throw new Error("no test book");
  await saveBook(ann, book.id, 12);
  await saveBook(bob, book.id, 9.5);
  await stockAlertsCollection(adminDb, ann.uid).doc(book.id).set({
    bookId: book.id,
    title: book.title,
    email: ann.email,
    createdAt: Timestamp.now(),
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(
    [ann, bob].map(async ({ uid, email }) => {
      await deleteCustomerTraces(uid, email);
      const saved = await savedCollection(adminDb, uid).get();
      await Promise.all(saved.docs.map((doc) => doc.ref.delete()));
      const alerts = await stockAlertsCollection(adminDb, uid).listDocuments();
      await Promise.all(alerts.map((ref) => ref.delete()));
      await subscribersCollection(adminDb).doc(subscriberId(email)).delete();
      await messagesCollection(adminDb).doc(`account-data-${uid}`).delete();
      await adminAuth.deleteUser(uid);
    }),
  );
  await deleteTestBooks(books);
});

function section(data: AccountDataExport, collection: string): PersonalDataSection {
  const found = data.sections.find((candidate) => candidate.collection === collection);
  if (!found) throw new Error(`the export has no ${collection} section`);
  return found;
}

describe("GET /api/account/data", () => {
  it("answers 401 without a token or with a garbage one", async () => {
    for (const token of [undefined, "not.a.token"]) {
      const answer = await api<ErrorBody>(PATH, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(MESSAGES.signInRequired);
    }
  });

  it("answers 403 to an admin session, which has no customer account", async () => {
    const answer = await api<ErrorBody>(PATH, { token: await adminIdToken() });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ACCESS_MESSAGES.customersOnly);
  });

  it("sends the customer's account, orders, counters, saved books, alerts, subscription, mail and messages as a file", async () => {
    const answer = await api<AccountDataExport>(PATH, { token: ann.idToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename=${ACCOUNT_DATA_FILE_NAME}`,
    );
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toMatch(/no-store/);

    const data = answer.body;
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.account).toMatchObject({
      uid: ann.uid,
      email: ann.email,
      emailVerified: true,
      name: "Ann Export",
      providers: ["password"],
    });
    expect(Date.parse(data.account.createdAt)).not.toBeNaN();
    expect(data.sections.map(({ collection }) => collection)).toEqual([
      COLLECTIONS.orders,
      COLLECTIONS.customers,
      PERSONAL_DATA_COLLECTIONS.saved,
      PERSONAL_DATA_COLLECTIONS.stockAlerts,
      COLLECTIONS.subscribers,
      COLLECTIONS.mail,
      COLLECTIONS.messages,
      COLLECTIONS.reviews,
      COLLECTIONS.reviewModeration,
      COLLECTIONS.helpfulVotes,
    ]);
    for (const { about } of data.sections) expect(about).not.toBe("");

    // Every stored field of the order, the server-only ones (uid, totalCents) included.
    const [order] = section(data, COLLECTIONS.orders).documents;
    expect(section(data, COLLECTIONS.orders).documents).toHaveLength(1);
    expect(order?.id).toBe(annOrder._id);
    expect(order?.data).toMatchObject({
      uid: ann.uid,
      name: "Ann Export",
      email: ann.email,
      phone: annOrder.phone,
      address: annOrder.address,
      productIds: annOrder.productIds,
      totalPrice: annOrder.totalPrice,
      totalCents: 950,
      status: "pending",
      createdAt: annOrder.createdAt,
    });

    expect(section(data, COLLECTIONS.customers).documents).toEqual([
      {
        id: ann.uid,
        data: expect.objectContaining({ email: ann.email, orders: 1, spentCents: 950 }) as unknown,
      },
    ]);
    expect(section(data, PERSONAL_DATA_COLLECTIONS.saved).documents).toEqual([
      {
        id: books[0]?.id,
        data: { bookId: books[0]?.id, savedAt: expect.any(String) as unknown, price: 12 },
      },
    ]);
    expect(section(data, PERSONAL_DATA_COLLECTIONS.stockAlerts).documents).toEqual([
      {
        id: books[0]?.id,
        data: {
          bookId: books[0]?.id,
          title: books[0]?.title,
          email: ann.email,
          createdAt: expect.any(String) as unknown,
        },
      },
    ]);
    expect(section(data, COLLECTIONS.subscribers).documents).toEqual([
      {
        id: subscriberId(ann.email),
        data: { email: ann.email, createdAt: expect.any(String) as unknown },
      },
    ]);
    // The confirmation to Ann, and the owner's notice of her order, which names her too.
    const mail = section(data, COLLECTIONS.mail).documents.map((document) => document.data);
    expect(mail.map(({ kind }) => kind).sort()).toEqual(["order-confirmation", "owner-new-order"]);
    for (const each of mail) expect(each).toMatchObject({ uid: ann.uid, orderId: annOrder._id });
    expect(mail.find(({ kind }) => kind === "order-confirmation")?.to).toBe(ann.email);
    expect(section(data, COLLECTIONS.messages).documents).toEqual([
      {
        id: `account-data-${ann.uid}`,
        data: expect.objectContaining({ email: ann.email, message: "Hello from Ann" }) as unknown,
      },
    ]);
  });

  it("holds nothing of another customer", async () => {
    const answer = await api<AccountDataExport>(PATH, { token: ann.idToken });
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    for (const other of [bob.uid, bob.email, bobOrder._id, "Bob Other", "Hello from Bob"]) {
      expect(text).not.toContain(other);
    }

    const bobs = await api<AccountDataExport>(PATH, { token: bob.idToken });
    expect(bobs.status).toBe(200);
    expect(section(bobs.body, COLLECTIONS.orders).documents.map(({ id }) => id)).toEqual([
      bobOrder._id,
    ]);
    expect(section(bobs.body, PERSONAL_DATA_COLLECTIONS.saved).documents).toEqual([
      {
        id: books[0]?.id,
        data: { bookId: books[0]?.id, savedAt: expect.any(String) as unknown, price: 9.5 },
      },
    ]);
    expect(JSON.stringify(bobs.body)).not.toContain(ann.email);
  });
});
