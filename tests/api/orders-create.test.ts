import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import {
  countOrders,
  createTestBooks,
  deleteTestBooks,
  orders,
  postOrder,
  soldOf,
  validOrder,
  type TestBook,
  liftOrderLimits,
} from "../support/order-fixtures.ts";

const ORDER_FIELDS = [
  "_id",
  "address",
  "createdAt",
  "email",
  "items",
  "name",
  "paymentMethod",
  "phone",
  "productIds",
  "status",
  "statusHistory",
  "totalPrice",
].sort();

let customer: SignedInAccount;
let books: TestBook[] = [];
let bookIds: string[] = [];

beforeAll(async () => {
  customer = await signUpCustomer(uniqueEmail("orders-create"));
  // 0.10 + 0.20 + 19.99 is 20.289999... in floating point: the server must add cents.
  books = await createTestBooks("create", [0.1, 0.2, 19.99]);
  bookIds = books.map((book) => book.id);
});

afterAll(async () => {
  await deleteTestBooks(books);
});

// This file places more orders from one customer than the per-customer limits allow.
beforeEach(async () => {
  await liftOrderLimits(customer.uid);
});

async function storedOrder(id: string) {
  return (await orders.doc(id).get()).data();
}

describe("POST /api/orders", () => {
  it("places the order priced from the books' stored prices and answers 201 with the order", async () => {
    const soldBefore = await soldOf(books);
    const { status, body } = await postOrder(customer.idToken, validOrder(bookIds));
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(ORDER_FIELDS);
    expect(body).toMatchObject({
      name: "Ada Reader",
      email: customer.email,
      phone: "+1 (541) 555-0100",
      address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
      productIds: bookIds,
      totalPrice: "20.29",
      status: "pending",
      paymentMethod: "cash-on-delivery",
    });
    expect(body.items).toEqual(
      books.map((book, index) => ({
        bookId: book.id,
        title: book.title,
        unitPriceCents: [10, 20, 1999][index],
      })),
    );
    expect(Math.abs(Date.parse(body.createdAt) - Date.now())).toBeLessThan(120_000);

    const stored = await storedOrder(body._id);
    expect(stored).toMatchObject({
      uid: customer.uid,
      email: customer.email,
      totalPrice: "20.29",
      totalCents: 2029,
      items: body.items,
      productIds: bookIds,
      status: "pending",
      paymentMethod: "cash-on-delivery",
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect((stored?.createdAt as Timestamp).toDate().toISOString()).toBe(body.createdAt);
    expect(body.statusHistory).toEqual([{ status: "pending", at: body.createdAt }]);
    expect(stored?.statusHistory).toEqual([{ status: "pending", at: stored?.createdAt }]);
    expect(await soldOf(books)).toEqual(soldBefore.map((sold) => sold + 1));
  });

  it("uses the token's e-mail, never the body's", async () => {
    const { status, body } = await postOrder(customer.idToken, {
      ...validOrder([bookIds[0] ?? ""]),
      email: "someone-else@example.com",
    });
    expect(status).toBe(201);
    expect(body.email).toBe(customer.email);
    expect((await storedOrder(body._id))?.email).toBe(customer.email);
  });

  it("stores and returns the optional street line, trimmed", async () => {
    const order = validOrder([bookIds[0] ?? ""]);
    const { status, body } = await postOrder(customer.idToken, {
      ...order,
      address: { ...order.address, street: "  742 Evergreen Terrace " },
    });
    expect(status).toBe(201);
    expect(body.address).toEqual({ ...order.address, street: "742 Evergreen Terrace" });
    expect((await storedOrder(body._id))?.address).toEqual(body.address);
  });

  it("accepts a matching totalPrice and stores the server's total, not the client's", async () => {
    const { status, body } = await postOrder(customer.idToken, {
      ...validOrder(bookIds),
      totalPrice: "0020.29",
    });
    expect(status).toBe(201);
    expect(body.totalPrice).toBe("20.29");
    expect(await storedOrder(body._id)).toMatchObject({ totalPrice: "20.29", totalCents: 2029 });
  });

  it("refuses a totalPrice that disagrees with 409 naming the real total, and writes nothing", async () => {
    const ordersBefore = await countOrders();
    const soldBefore = await soldOf(books);
    const { status, body } = await postOrder(customer.idToken, {
      ...validOrder(bookIds),
      totalPrice: "0.01",
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      message: "Prices have changed: the total is now $20.29. Please review your cart.",
    });
    expect(await countOrders()).toBe(ordersBefore);
    expect(await soldOf(books)).toEqual(soldBefore);
  });

  it("names a deleted book with a 400 and writes nothing", async () => {
    const [gone] = await createTestBooks("deleted", [5]);
    if (!gone) throw new Error("no test book");
    await deleteTestBooks([gone]);
    const ordersBefore = await countOrders();
    const soldBefore = await soldOf(books);
    const { status, body } = await postOrder(
      customer.idToken,
      validOrder([bookIds[0] ?? "", gone.id]),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: `These books are no longer available: ${gone.id}` });
    expect(await countOrders()).toBe(ordersBefore);
    expect(await soldOf(books)).toEqual(soldBefore);
  });

  it("returns the first order (200) when an Idempotency-Key is used again, and counts it once", async () => {
    const key = `retry-${Date.now()}`;
    const soldBefore = await soldOf(books);
    const first = await postOrder(customer.idToken, validOrder(bookIds), {
      "Idempotency-Key": key,
    });
    const again = await postOrder(customer.idToken, validOrder(bookIds), {
      "Idempotency-Key": key,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await soldOf(books)).toEqual(soldBefore.map((sold) => sold + 1));
  });

  it("keeps one customer's Idempotency-Key apart from another's", async () => {
    const other = await signUpCustomer(uniqueEmail("orders-create-other"));
    const key = `shared-key-${Date.now()}`;
    const mine = await postOrder(customer.idToken, validOrder(bookIds), { "Idempotency-Key": key });
    const theirs = await postOrder(other.idToken, validOrder(bookIds), { "Idempotency-Key": key });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(theirs.body.email).toBe(other.email);
  });
});
