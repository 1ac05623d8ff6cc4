import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Order } from "@bookstore/shared/orders/order.ts";

import accounts from "../../scripts/seed/demo-accounts.json" with { type: "json" };
import {
  signInAdmin,
  signUpCustomer,
  uniqueEmail,
  type SignedInAccount,
} from "../support/auth-tokens.ts";
import {
  createTestBooks,
  deleteTestBooks,
  getOrdersByEmail,
  postOrder,
  validOrder,
  type ErrorBody,
  type TestBook,
} from "../support/order-fixtures.ts";

const ORDERS_PLACED = 5;

let customer: SignedInAccount;
let otherCustomer: SignedInAccount;
let admin: SignedInAccount;
let books: TestBook[] = [];
/** The customer's orders, oldest first. */
const placed: Order[] = [];

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([
    signUpCustomer(uniqueEmail("orders-list")),
    signUpCustomer(uniqueEmail("orders-list-other")),
    signInAdmin(),
  ]);
  books = await createTestBooks("list", [12.5, 3]);
  for (let index = 0; index < ORDERS_PLACED; index += 1) {
    const productIds = books.slice(0, 1 + (index % 2)).map((book) => book.id);
    const { status, body } = await postOrder(customer.idToken, validOrder(productIds));
    if (status !== 201) throw new Error(`could not place order ${index}: ${status}`);
    placed.push(body);
  }
});

afterAll(async () => {
  await deleteTestBooks(books);
});

function asOrders(body: Order[] | ErrorBody): Order[] {
  if (!Array.isArray(body)) throw new Error(`expected orders, got ${body.message}`);
  return body;
}

describe("GET /api/orders/email/:email", () => {
  it("answers 401 without a token or with a garbage one", async () => {
    for (const token of [null, "garbage.token.value"]) {
      const { status, body } = await getOrdersByEmail(token, customer.email);
      expect(status).toBe(401);
      expect(body).toEqual({ message: "Please sign in to continue." });
    }
  });

  it("answers 403 when a customer asks for another customer's orders", async () => {
    const { status, body } = await getOrdersByEmail(otherCustomer.idToken, customer.email);
    expect(status).toBe(403);
    expect(body).toEqual({ message: "You can only see your own orders." });
  });

  it("answers the customer's own orders, newest first", async () => {
    const { status, headers, body } = await getOrdersByEmail(customer.idToken, customer.email);
    expect(status).toBe(200);
    expect(headers.get("x-next-cursor")).toBeNull();
    expect(asOrders(body)).toEqual([...placed].reverse());
  });

  it("compares the e-mail without regard to case", async () => {
    const { status, body } = await getOrdersByEmail(customer.idToken, customer.email.toUpperCase());
    expect(status).toBe(200);
    expect(asOrders(body).map((order) => order._id)).toEqual(
      [...placed].reverse().map((order) => order._id),
    );
  });

  it("pages with limit and X-Next-Cursor, without gaps or repeats", async () => {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const search: string = `?limit=2${cursor === null ? "" : `&after=${cursor}`}`;
      const page = await getOrdersByEmail(customer.idToken, customer.email, search);
      expect(page.status).toBe(200);
      pages.push(asOrders(page.body).map((order) => order._id));
      cursor = page.headers.get("x-next-cursor");
    } while (cursor !== null);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual([...placed].reverse().map((order) => order._id));
  });

  it("answers an admin for any customer's e-mail", async () => {
    const { status, body } = await getOrdersByEmail(admin.idToken, customer.email);
    expect(status).toBe(200);
    expect(asOrders(body)).toEqual([...placed].reverse());
  });

  it("answers an admin the demo customer's orders, 20 by default, with a cursor to the rest", async () => {
    const { status, headers, body } = await getOrdersByEmail(
      admin.idToken,
      accounts.customer.email,
    );
    expect(status).toBe(200);
    const page = asOrders(body);
    expect(page).toHaveLength(20);
    expect(headers.get("x-next-cursor")).toBe(page.at(-1)?._id);
    const dates = page.map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.every((order) => order.email === accounts.customer.email)).toBe(true);
  });

  it("answers orders without the owner's uid or the cents total", async () => {
    const { body } = await getOrdersByEmail(customer.idToken, customer.email, "?limit=1");
    const [order] = asOrders(body);
    expect(order).toBeDefined();
    expect(order).not.toHaveProperty("uid");
    expect(order).not.toHaveProperty("totalCents");
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["limit=2.5", "limit"],
    ["after=no-such-order", "after: unknown order id"],
    ["after=bad%20id!", "after: unknown order id"],
    ["sort=total", 'Unrecognized key: "sort"'],
  ])("answers ?%s with a 400 naming %s", async (search, message) => {
    const { status, body } = await getOrdersByEmail(customer.idToken, customer.email, `?${search}`);
    expect(status).toBe(400);
    expect((body as ErrorBody).message).toContain(message);
  });

  it("refuses another customer's order as the cursor", async () => {
    const theirs = await postOrder(otherCustomer.idToken, validOrder([books[0]?.id ?? ""]));
    expect(theirs.status).toBe(201);
    const { status, body } = await getOrdersByEmail(
      customer.idToken,
      customer.email,
      `?after=${theirs.body._id}`,
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: "after: unknown order id" });
  });

  it("answers an e-mail that is not an address with a 400", async () => {
    const { status, body } = await getOrdersByEmail(admin.idToken, "not-an-address");
    expect(status).toBe(400);
    expect(body).toEqual({ message: "email: Please provide a valid email address." });
  });
});
