import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Order, OrderStatus } from "@bookstore/shared/orders/order.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import type { StoredMail } from "../../functions/src/lib/collections/mail.ts";
import { placedOrdersCollection } from "../../functions/src/lib/collections/orders.ts";
import { followUpPlacedOrder } from "../../functions/src/orders/follow-up-placed-order.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { deleteCustomerTraces } from "../support/customer-traces.ts";
import { mailTo } from "../support/mail.ts";
import {
  createTestBooks,
  deleteTestBooks,
  postOrder,
  validOrder,
  type TestBook,
} from "../support/order-fixtures.ts";
import { placedOrdersFollowedUp } from "../support/placed-orders.ts";

const SCRIPT = "<script>alert(1)</script>";
const IMAGE = "<img src=x onerror=alert(2)>";

let adminToken: string;
let customer: SignedInAccount;
let books: TestBook[] = [];

beforeAll(async () => {
  [adminToken, customer, books] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("order-mail")),
    createTestBooks("order-mail", [12.5, 3.99]),
  ]);
  const [first, second] = books;
  if (!first || !second) throw new Error("the test books were not created");
  await booksCollection(adminDb)
    .doc(first.id)
    .update({ title: `Title ${SCRIPT}` });
  await booksCollection(adminDb).doc(second.id).update({ title: IMAGE });
}, 120_000);

afterAll(async () => {
  await deleteCustomerTraces(customer.uid, customer.email);
  await deleteTestBooks(books);
});

/** An order whose name, address and book titles all carry markup. */
async function placeHostileOrder(headers: Record<string, string> = {}): Promise<Order> {
  const body = {
    ...validOrder(books.map((book) => book.id)),
    name: `Ada ${SCRIPT}`,
    address: { street: IMAGE, city: SCRIPT, country: "Ruritania", state: IMAGE, zipcode: "1" },
  };
  const { status, body: order } = await postOrder(customer.idToken, body, headers);
  expect(status).toBeLessThan(300);
  return order;
}

function changeStatus(id: string, status: OrderStatus) {
  return api<Order & ErrorBody>(`/api/orders/${id}/status`, {
    method: "PATCH",
    token: adminToken,
    json: { status },
  });
}

function expectEscaped(mail: StoredMail | undefined): void {
  expect(mail).toBeDefined();
  const html = mail?.message.html ?? "";
  expect(html).not.toMatch(/<script|<img/i);
  expect(html).toContain("Ada &lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).toContain("Title &lt;script&gt;");
  expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
  expect(mail?.message.text).toContain(`Ada ${SCRIPT}`);
  expect(mail?.message.text).toContain(IMAGE);
}

describe("order mail", () => {
  let order: Order;

  beforeAll(async () => {
    order = await placeHostileOrder();
  });

  it("writes one confirmation with the books, prices, total, address and order link", async () => {
    const [confirmation, ...more] = await mailTo(customer.email, "order-confirmation");
    expect(more).toHaveLength(0);
    expect(confirmation?.to).toBe(customer.email);
    expect(confirmation?.message.subject).toBe("Your order of 2 books is placed");
    expect(confirmation?.message.text).toMatch(/\$12\.50[\s\S]*\$3\.99[\s\S]*\$16\.49/);
    expect(confirmation?.message.html).toMatch(
      new RegExp(`<a href="http://[^"/]+/orders/${order._id}">`),
    );
    expectEscaped(confirmation);
  });

  it("tells the customer of shipping and delivery, escaped, and not of processing", async () => {
    expect((await changeStatus(order._id, "processing")).status).toBe(200);
    expect(await mailTo(customer.email, "order-status")).toHaveLength(0);
    expect((await changeStatus(order._id, "shipped")).status).toBe(200);
    expect((await changeStatus(order._id, "delivered")).status).toBe(200);
    const told = await mailTo(customer.email, "order-status");
    expect(told.map((mail) => mail.message.subject)).toEqual([
      "Your order has shipped",
      "Your order was delivered",
    ]);
    for (const mail of told) expectEscaped(mail);
  });

  it("tells of an admin's cancel", async () => {
    const cancelled = await placeHostileOrder();
    expect((await changeStatus(cancelled._id, "cancelled")).status).toBe(200);
    const told = await mailTo(customer.email, "order-status");
    expect(told.at(-1)?.message.subject).toBe("Your order is cancelled");
    expect(told.at(-1)?.message.text).toContain(`/orders/${cancelled._id}`);
  });

  it("writes one confirmation for an order sent twice with one Idempotency-Key", async () => {
    const before = (await mailTo(customer.email, "order-confirmation")).length;
    const key = { "Idempotency-Key": `order-mail-${Date.now()}` };
    const first = await placeHostileOrder(key);
    const replay = await placeHostileOrder(key);
    expect(replay._id).toBe(first._id);
    expect(await mailTo(customer.email, "order-confirmation")).toHaveLength(before + 1);
  });

  it("writes an order's mail once when two runs of its follow-up meet", async () => {
    const placed = await placeHostileOrder();
    const confirmations = async () =>
      (await mailTo(customer.email, "order-confirmation")).filter(
        (mail) => mail.orderId === placed._id,
      );
    expect(await confirmations()).toHaveLength(1);
    // Asking again starts the trigger, and this process runs the same follow-up beside it.
    const again = {
      origin: "http://127.0.0.1:5000",
      bookIds: books.map((book) => book.id),
      placedAt: Timestamp.now(),
    };
    await placedOrdersCollection(adminDb).doc(placed._id).create(again);
    await followUpPlacedOrder(placed._id, again);
    await placedOrdersFollowedUp(adminDb, [placed._id]);
    expect(await confirmations()).toHaveLength(2);
  });

  it("writes no mail for a refused order", async () => {
    const before = (await mailTo(customer.email)).length;
    const { status } = await postOrder(customer.idToken, { ...validOrder([]), productIds: [] });
    expect(status).toBe(400);
    expect(await mailTo(customer.email)).toHaveLength(before);
  });
});
