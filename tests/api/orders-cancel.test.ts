import { getAuth } from "firebase-admin/auth";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ORDER_MESSAGES, type Order, type OrderStatus } from "@bookstore/shared/orders/order.ts";

import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import {
  adminDb,
  adminIdToken,
  api,
  waitPastSignInSecond,
  type ErrorBody,
} from "../support/admin-session.ts";
import {
  bearer,
  signUpCustomer,
  uniqueEmail,
  type SignedInAccount,
} from "../support/auth-tokens.ts";
import { placeCustomerOrder } from "../support/customer-order.ts";
import {
  createTestBooks,
  deleteTestBooks,
  orders,
  warmUpApi,
  type TestBook,
} from "../support/order-fixtures.ts";
import { shardTotals, stockRollUpsSettled } from "../support/stock-rollups.ts";
import { STORE_URL } from "../support/store.ts";

const CONCURRENT_CANCELS = 10;
const SIGN_IN = { message: MESSAGES.signInRequired };
const NOT_FOUND = { message: ORDER_MESSAGES.notFound };
const CUSTOMERS_ONLY = { message: ACCESS_MESSAGES.customersOnly };

let adminToken: string;
let customer: SignedInAccount;
let other: SignedInAccount;
let books: TestBook[] = [];

beforeAll(async () => {
  [adminToken, customer, other, books] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("orders-cancel")),
    signUpCustomer(uniqueEmail("orders-cancel-other")),
    createTestBooks("orders-cancel", [12.5, 7.25]),
  ]);
}, 120_000);

afterAll(async () => {
  for (const account of [customer, other]) {
    const placed = await orders.where("uid", "==", account.uid).get();
    await Promise.all(placed.docs.map((doc) => doc.ref.delete()));
    await customersCollection(adminDb).doc(account.uid).delete();
  }
  await deleteTestBooks(books);
});

function placeOrder(account = customer): Promise<Order> {
  return placeCustomerOrder(
    account,
    books.map((b) => b.id),
  );
}

function cancel(id: string, token: string | null = customer.idToken, json: unknown = {}) {
  return api<Order & ErrorBody>(`/api/orders/${id}/cancel`, { method: "POST", token, json });
}

function getOrder(id: string, token: string | null = customer.idToken) {
  return api<Order & ErrorBody>(`/api/orders/${id}`, { token });
}

function moveTo(id: string, status: OrderStatus) {
  return api<Order & ErrorBody>(`/api/orders/${id}/status`, {
    method: "PATCH",
    token: adminToken,
    json: { status },
  });
}

/** The copies left of each test book, in the shards, once every roll-up has run. */
async function stockOf(): Promise<number[]> {
  await stockRollUpsSettled(
    adminDb,
    books.map((book) => book.id),
  );
  return Promise.all(books.map(async (book) => (await shardTotals(adminDb, book.id)).stock));
}

async function countersOf(uid: string) {
  const data = (await customersCollection(adminDb).doc(uid).get()).data();
  return { orders: data?.orders, spentCents: data?.spentCents };
}

async function statusMailsTo(email: string): Promise<number> {
  const query = mailCollection(adminDb)
    .where("to", "==", email)
    .where("kind", "==", "order-status");
  return (await query.count().get()).data().count;
}

async function storedOrder(id: string) {
  return (await orders.doc(id).get()).data();
}

describe("GET /api/orders/:id", () => {
  let order: Order;

  beforeAll(async () => {
    order = await placeOrder();
  });

  it("answers the owner with the order, its history starting at pending", async () => {
    const { status, body } = await getOrder(order._id);
    expect(status).toBe(200);
    expect(body).toEqual(order);
    expect(body.statusHistory).toEqual([{ status: "pending", at: order.createdAt }]);
  });

  it("answers another customer and an unknown id with the same 404", async () => {
    for (const [id, token] of [
      [order._id, other.idToken],
      [`no-such-order-${Date.now()}`, customer.idToken],
    ] as const) {
      const { status, body } = await getOrder(id, token);
      expect(status, `${id} as ${token.slice(0, 8)}`).toBe(404);
      expect(body).toEqual(NOT_FOUND);
    }
  });

  it("answers an admin session the same 403 for a customer's order and an unknown id", async () => {
    for (const id of [order._id, `no-such-order-${Date.now()}`]) {
      const { status, body } = await getOrder(id, adminToken);
      expect(status, id).toBe(403);
      expect(body).toEqual(CUSTOMERS_ONLY);
    }
  });

  it("answers 401 without a token or with a garbage one", async () => {
    for (const token of [null, "garbage"]) {
      const { status, body } = await getOrder(order._id, token);
      expect(status).toBe(401);
      expect(body).toEqual(SIGN_IN);
    }
  });

  it("shows an order stored without a history as pending at its date, then its status undated", async () => {
    const legacy = await placeOrder();
    await orders.doc(legacy._id).update({ status: "shipped", statusHistory: FieldValue.delete() });
    const { status, body } = await getOrder(legacy._id);
    expect(status).toBe(200);
    expect(body.statusHistory).toEqual([
      { status: "pending", at: legacy.createdAt },
      { status: "shipped" },
    ]);
  });
});

describe("POST /api/orders/:id/cancel", () => {
  it("cancels the customer's pending order: history, counters, stock and mail follow", async () => {
    const order = await placeOrder();
    const stockBefore = await stockOf();
    const countersBefore = await countersOf(customer.uid);
    const mailsBefore = await statusMailsTo(customer.email);

    const { status, body } = await cancel(order._id);
    expect(status).toBe(200);
    expect(body.status).toBe("cancelled");
    expect(body.statusHistory.map((entry) => entry.status)).toEqual(["pending", "cancelled"]);
    const cancelledAt = Date.parse(body.statusHistory[1]?.at ?? "");
    expect(Math.abs(cancelledAt - Date.now())).toBeLessThan(120_000);

    const stored = await storedOrder(order._id);
    expect(stored?.status).toBe("cancelled");
    expect(stored?.statusHistory?.map((entry) => entry.status)).toEqual(["pending", "cancelled"]);
    expect(await countersOf(customer.uid)).toEqual({
      orders: (countersBefore.orders ?? 0) - 1,
      spentCents: (countersBefore.spentCents ?? 0) - 1975,
    });
    expect(await stockOf()).toEqual(stockBefore.map((stock) => stock + 1));

    expect(await statusMailsTo(customer.email)).toBe(mailsBefore + 1);
    expect((await getOrder(order._id)).body).toEqual(body);
  });

  it("cancels an order stored without a history: pending at its date, then cancelled", async () => {
    const order = await placeOrder();
    await orders.doc(order._id).update({ statusHistory: FieldValue.delete() });
    const { status, body } = await cancel(order._id);
    expect(status).toBe(200);
    expect(body.statusHistory).toEqual([
      { status: "pending", at: order.createdAt },
      { status: "cancelled", at: expect.any(String) as string },
    ]);
    expect((await storedOrder(order._id))?.statusHistory).toHaveLength(2);
  });

  it("takes no body at all as well as {}", async () => {
    const order = await placeOrder();
    const { status, body } = await api<Order>(`/api/orders/${order._id}/cancel`, {
      method: "POST",
      token: customer.idToken,
    });
    expect(status).toBe(200);
    expect(body.status).toBe("cancelled");
  });

  it.each(["processing", "shipped"] as const)(
    "answers 409 once the order is %s, and changes nothing",
    async (reached) => {
      const order = await placeOrder();
      if (reached === "shipped") expect((await moveTo(order._id, "processing")).status).toBe(200);
      expect((await moveTo(order._id, reached)).status).toBe(200);
      const before = await storedOrder(order._id);
      const stockBefore = await stockOf();

      const { status, body } = await cancel(order._id);
      expect(status).toBe(409);
      expect(body).toEqual({ message: ORDER_MESSAGES.notCancellable(reached) });
      expect(body.message).toBe(`This order can no longer be cancelled: it is already ${reached}.`);
      expect(await storedOrder(order._id)).toEqual(before);
      expect(await stockOf()).toEqual(stockBefore);
    },
  );

  it("answers 409 to cancelling a cancelled order again", async () => {
    const order = await placeOrder();
    expect((await cancel(order._id)).status).toBe(200);
    const { status, body } = await cancel(order._id);
    expect(status).toBe(409);
    expect(body).toEqual({ message: "This order is already cancelled." });
  });

  it("answers another customer's order and an unknown id with the GET's 404, changing nothing", async () => {
    const order = await placeOrder();
    for (const [id, token] of [
      [order._id, other.idToken],
      [`no-such-order-${Date.now()}`, customer.idToken],
    ] as const) {
      const { status, body } = await cancel(id, token);
      expect(status).toBe(404);
      expect(body).toEqual(NOT_FOUND);
    }
    const { status, body } = await cancel(order._id, adminToken);
    expect(status).toBe(403);
    expect(body).toEqual(CUSTOMERS_ONLY);
    expect((await storedOrder(order._id))?.status).toBe("pending");
  });

  it("answers 401 without a token, with a garbage one and with a revoked one", async () => {
    const revoked = await signUpCustomer(uniqueEmail("orders-cancel-revoked"));
    const order = await placeOrder(revoked);
    await waitPastSignInSecond(revoked.idToken);
    await getAuth().revokeRefreshTokens(revoked.uid);
    for (const token of [null, "garbage", revoked.idToken]) {
      const { status, body } = await cancel(order._id, token);
      expect(status).toBe(401);
      expect(body).toEqual(SIGN_IN);
    }
    expect((await storedOrder(order._id))?.status).toBe("pending");
    await orders.doc(order._id).delete();
    await customersCollection(adminDb).doc(revoked.uid).delete();
  });

  it(`lets exactly one of ${CONCURRENT_CANCELS} concurrent cancels through, returning stock once`, async () => {
    const order = await placeOrder();
    const stockBefore = await stockOf();
    await warmUpApi(CONCURRENT_CANCELS);

    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_CANCELS }, () => cancel(order._id)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(CONCURRENT_CANCELS - 1).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({ message: "This order is already cancelled." });
    }
    const stored = await storedOrder(order._id);
    expect(stored?.statusHistory?.map((entry) => entry.status)).toEqual(["pending", "cancelled"]);
    expect(await stockOf()).toEqual(stockBefore.map((stock) => stock + 1));
  }, 180_000);

  it.each([
    ["a JSON array", JSON.stringify([]), "application/json", 400],
    ["a JSON string", JSON.stringify("cancel"), "application/json", 400],
    ["an extra field", JSON.stringify({ status: "delivered" }), "application/json", 400],
    ["a 1 MB body", JSON.stringify({ reason: "x".repeat(1024 * 1024) }), "application/json", 413],
    ["{} as text/plain", "{}", "text/plain", 415],
  ] as const)(
    "refuses %s with a 4xx and leaves the order pending",
    async (_name, raw, type, code) => {
      const order = await placeOrder();
      const stockBefore = await stockOf();
      // Some are answered by the Functions runtime's body parser, in HTML: only the status counts.
      const { status } = await fetch(`${STORE_URL}/api/orders/${order._id}/cancel`, {
        method: "POST",
        headers: { "Content-Type": type, ...bearer(customer.idToken) },
        body: raw,
      });
      expect(status).toBe(code);
      expect(await storedOrder(order._id)).toMatchObject({ status: "pending" });
      expect((await storedOrder(order._id))?.statusHistory).toHaveLength(1);
      expect(await stockOf()).toEqual(stockBefore);
    },
  );
});

describe("PATCH /api/orders/:id/status (admin)", () => {
  it("appends each change to the history, and an admin may still cancel a processing order", async () => {
    const order = await placeOrder();
    const stockBefore = await stockOf();
    expect((await moveTo(order._id, "processing")).status).toBe(200);
    const { status, body } = await moveTo(order._id, "cancelled");
    expect(status).toBe(200);
    expect(body.statusHistory.map((entry) => entry.status)).toEqual([
      "pending",
      "processing",
      "cancelled",
    ]);
    expect(body.statusHistory.every((entry) => entry.at !== undefined)).toBe(true);
    expect(await stockOf()).toEqual(stockBefore.map((stock) => stock + 1));
  });
});
