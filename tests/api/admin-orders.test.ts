import type { DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";
import type { AdminStats } from "@bookstore/shared/dashboard/dashboard-api.ts";
import type { Order, OrderStatus } from "@bookstore/shared/orders/order.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { placeCustomerOrder } from "../support/customer-order.ts";
import {
  createTestBooks,
  deleteTestBooks,
  orders,
  soldOf,
  warmUpApi,
  type TestBook,
} from "../support/order-fixtures.ts";
import { shardTotals, stockRollUpsSettled } from "../support/stock-rollups.ts";

const CONCURRENT_CHANGES = 10;
const STATUS_LIST =
  "awaiting-publication, pending, processing, shipped, delivered, ready-for-collection, collected, cancelled";

let token: string;
let customer: SignedInAccount;
let books: TestBook[] = [];

beforeAll(async () => {
  [token, customer, books] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("admin-orders")),
    createTestBooks("admin-orders", [12.5, 7.25]),
  ]);
}, 120_000);

afterAll(async () => {
  const placed = await orders.where("uid", "==", customer.uid).get();
  await Promise.all(placed.docs.map((doc) => doc.ref.delete()));
  await customersCollection(adminDb).doc(customer.uid).delete();
  await deleteTestBooks(books);
});

function placeOrder(bookCount = 1): Promise<Order> {
  return placeCustomerOrder(
    customer,
    books.slice(0, bookCount).map((book) => book.id),
  );
}

function changeStatus(id: string, status: unknown) {
  return api<Order & ErrorBody>(`/api/orders/${id}/status`, {
    method: "PATCH",
    token,
    json: { status },
  });
}

function listOrders(search = "") {
  return api<Order[] & ErrorBody>(`/api/orders${search}`, { token });
}

function createdMillis(doc: DocumentSnapshot): number {
  return (doc.get("createdAt") as Timestamp).toMillis();
}

async function storedStatus(id: string): Promise<OrderStatus | undefined> {
  return (await orders.doc(id).get()).get("status") as OrderStatus | undefined;
}

describe("GET /api/orders", () => {
  let newest: Order;

  beforeAll(async () => {
    await placeOrder();
    newest = await placeOrder(2);
  });

  it("lists every customer's orders, newest first, 20 by default", async () => {
    const { status, body, headers } = await listOrders();
    expect(status).toBe(200);
    expect(body).toHaveLength(20);
    expect(headers.get("x-next-cursor")).toBe(body.at(-1)?._id);
    const dates = body.map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.find((order) => order._id === newest._id)).toEqual(newest);
    expect(new Set(body.map((order) => order.email)).size).toBeGreaterThan(1);
  });

  it("filters by status", async () => {
    for (const wanted of ["pending", "delivered"] as const) {
      const { status, body } = await listOrders(`?status=${wanted}&limit=100`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((order) => order.status === wanted)).toBe(true);
      const count = (await orders.where("status", "==", wanted).count().get()).data().count;
      expect(body).toHaveLength(Math.min(count, 100));
    }
  });

  it("pages with limit and X-Next-Cursor without gaps or repeats", async () => {
    const expected = (await orders.where("status", "==", "delivered").get()).docs
      .sort((a, b) => createdMillis(b) - createdMillis(a))
      .map((doc) => doc.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const search: string = `?status=delivered&limit=7${cursor === null ? "" : `&after=${cursor}`}`;
      const page = await listOrders(search);
      expect(page.status).toBe(200);
      seen.push(...page.body.map((order) => order._id));
      cursor = page.headers.get("x-next-cursor");
    } while (cursor !== null);
    expect(seen).toEqual(expected);
  });

  it.each([
    ["status=lost", `status: must be one of ${STATUS_LIST}`],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["after=no-such-order", "after: unknown id"],
    ["after=bad%20id!", "after: unknown id"],
    ["sort=total", 'Unrecognized key: "sort"'],
  ])("answers ?%s with a 400 naming %s", async (search, message) => {
    const { status, body } = await listOrders(`?${search}`);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});

describe("PATCH /api/orders/:id/status", () => {
  it("moves an order along pending -> processing -> shipped -> delivered", async () => {
    const order = await placeOrder();
    let history = order.statusHistory;
    for (const next of ["processing", "shipped", "delivered"] as const) {
      const { status, body } = await changeStatus(order._id, next);
      expect(status).toBe(200);
      history = [...history, { status: next, at: expect.any(String) as string }];
      expect(body).toEqual({ ...order, status: next, statusHistory: history });
      expect(await storedStatus(order._id)).toBe(next);
      history = body.statusHistory;
    }
  });

  it.each<[OrderStatus[], OrderStatus]>([
    [[], "shipped"],
    [[], "delivered"],
    [[], "pending"],
    [["processing"], "pending"],
    [["processing"], "delivered"],
    [["processing", "shipped"], "cancelled"],
    [["processing", "shipped"], "processing"],
    [["processing", "shipped", "delivered"], "cancelled"],
    [["cancelled"], "pending"],
    [["cancelled"], "processing"],
  ])("after %j refuses %s with 409 and changes nothing", async (path, refused) => {
    const order = await placeOrder();
    for (const step of path) expect((await changeStatus(order._id, step)).status).toBe(200);
    const from = path.at(-1) ?? "pending";
    const { status, body } = await changeStatus(order._id, refused);
    expect(status).toBe(409);
    expect(body).toEqual({ message: ADMIN_MESSAGES.invalidTransition(from, refused) });
    expect(await storedStatus(order._id)).toBe(from);
  });

  it("says which transition it refused", async () => {
    const order = await placeOrder();
    const { body } = await changeStatus(order._id, "delivered");
    expect(body.message).toBe("An order that is pending cannot become delivered.");
  });

  it("answers 404 for an unknown order and 400 for an unknown status", async () => {
    const missing = await changeStatus("no-such-order", "processing");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Order not found" });
    const order = await placeOrder();
    for (const bad of ["lost", "", 3, null]) {
      const { status, body } = await changeStatus(order._id, bad);
      expect(status).toBe(400);
      expect(body).toEqual({ message: `status: must be one of ${STATUS_LIST}` });
    }
    const extra = await api(`/api/orders/${order._id}/status`, {
      method: "PATCH",
      token,
      json: { status: "processing", note: "rush" },
    });
    expect(extra.status).toBe(400);
    expect(await storedStatus(order._id)).toBe("pending");
  });

  it(`of ${CONCURRENT_CHANGES} concurrent changes of one order exactly one wins`, async () => {
    await warmUpApi(CONCURRENT_CHANGES);
    const order = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_CHANGES }, () => changeStatus(order._id, "processing")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT_CHANGES - 1);
    expect(await storedStatus(order._id)).toBe("processing");
  }, 180_000);

  it("never skips a status when 'processing' and 'cancelled' race", async () => {
    const order = await placeOrder();
    const wanted: OrderStatus[] = ["processing", "cancelled", "processing", "cancelled"];
    const answers = await Promise.all(wanted.map((next) => changeStatus(order._id, next)));
    const winners = answers.filter((answer) => answer.status === 200);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    // pending -> processing -> cancelled is allowed, so at most these two win, in that order.
    const won = winners.map((answer) => answer.body.status).sort();
    const final = await storedStatus(order._id);
    if (won.length === 1) expect([final]).toEqual(won);
    else expect({ won, final }).toEqual({ won: ["cancelled", "processing"], final: "cancelled" });
  }, 180_000);
});

describe("cancelling an order", () => {
  it("takes it out of the sales figures, the customer's spend and the books' sales", async () => {
    const order = await placeOrder(2);
    const customerDoc = customersCollection(adminDb).doc(customer.uid);
    const spentBefore = (await customerDoc.get()).data();
    const soldBefore = await soldOf(books);
    const statsBefore = (await api<AdminStats>("/api/admin", { token })).body;

    const { status, body } = await changeStatus(order._id, "cancelled");
    expect(status).toBe(200);
    expect(body.status).toBe("cancelled");

    const totalCents = Math.round(Number(order.totalPrice) * 100);
    expect((await customerDoc.get()).data()).toMatchObject({
      orders: Number(spentBefore?.orders) - 1,
      spentCents: Number(spentBefore?.spentCents) - totalCents,
    });
    expect(await soldOf(books)).toEqual(soldBefore.map((sold) => sold - 1));
    const statsAfter = (await api<AdminStats>("/api/admin", { token })).body;
    expect(Math.round(statsAfter.totalSales * 100)).toBe(
      Math.round(statsBefore.totalSales * 100) - totalCents,
    );
    expect(statsAfter.totalOrders).toBe(statsBefore.totalOrders - 1);
    expect(statsAfter.pendingOrders).toBe(statsBefore.pendingOrders - 1);
  });

  it(`gives its copies back exactly once, however many of ${CONCURRENT_CHANGES} retries race`, async () => {
    const order = await placeOrder(2);
    const stockBefore = await stockOf(books.slice(0, 2));
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_CHANGES }, () => changeStatus(order._id, "cancelled")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT_CHANGES - 1);
    expect(await stockOf(books.slice(0, 2))).toEqual(stockBefore.map((stock) => stock + 1));
  }, 180_000);
});

/** Each book's copies as its shards hold them, and as the book shows them once rolled up. */
async function stockOf(ordered: readonly TestBook[]): Promise<number[]> {
  await stockRollUpsSettled(
    adminDb,
    ordered.map((book) => book.id),
  );
  const shards = await Promise.all(
    ordered.map(async (book) => (await shardTotals(adminDb, book.id)).stock),
  );
  const shown = await adminDb.getAll(
    ...ordered.map((book) => booksCollection(adminDb).doc(book.id)),
  );
  expect(shown.map((book) => book.get("stock") as number)).toEqual(shards);
  return shards;
}
