import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";
import type { ShipOrdersResult } from "@bookstore/shared/orders/order-shipping.ts";
import type { Order, OrderStatus } from "@bookstore/shared/orders/order.ts";
import type { PackingSlips } from "@bookstore/shared/orders/packing-slip.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { DEMO_STORE_ADDRESS } from "../support/demo-store-address.ts";
import { mailTo } from "../support/mail.ts";
import { orders, validOrder } from "../support/order-fixtures.ts";
import { CONFIGURED_ORIGIN } from "../support/store.ts";
import { createTestShopper, type TestShopper } from "../support/test-shopper.ts";

const ADDRESS = { ...validOrder([]).address, street: "12 Analytical Row" };

let adminToken: string;
let shopper: TestShopper;

beforeAll(async () => {
  [adminToken, shopper] = await Promise.all([
    adminIdToken(),
    createTestShopper("packing-slips", [12.5, 7.25, 4.1]),
  ]);
  // What only the catalogue knows: the first book's author and ISBN, the second's author alone.
  await booksCollection(adminDb)
    .doc(shopper.book(0).id)
    .update({ author: "Ada Lovelace", isbn: "9780306406157" });
  await booksCollection(adminDb).doc(shopper.book(1).id).update({ author: "Charles Babbage" });
}, 120_000);

afterAll(async () => {
  await shopper.cleanUp();
});

/** An order to ADDRESS, whose street only the slip shows. */
function placeOrder(bookIds: string[]): Promise<Order> {
  return shopper.placeOrder(bookIds, { address: ADDRESS });
}

function packingSlips(ids: string, token: string | null = adminToken) {
  return api<PackingSlips & ErrorBody>(`/api/admin/packing-slips?ids=${encodeURIComponent(ids)}`, {
    token,
  });
}

function ship(ids: unknown, token: string | null = adminToken) {
  return api<ShipOrdersResult & ErrorBody>("/api/orders/ship", {
    method: "POST",
    token,
    json: { ids },
  });
}

async function storedStatuses(id: string): Promise<OrderStatus[]> {
  const stored = (await orders.doc(id).get()).data();
  return [stored?.status ?? "pending", ...(stored?.statusHistory ?? []).map((step) => step.status)];
}

describe("GET /api/admin/packing-slips", () => {
  it("gives a two-book order's slip: store, customer, books with author and ISBN, COD total", async () => {
    const order = await placeOrder([shopper.book(0).id, shopper.book(1).id]);
    const { status, body, headers } = await packingSlips(order._id);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body).toEqual({
      sender: {
        name: "Book Store",
        address: DEMO_STORE_ADDRESS,
        origin: CONFIGURED_ORIGIN,
      },
      slips: [
        {
          orderId: order._id,
          createdAt: order.createdAt,
          status: "pending",
          name: "Ada Reader",
          phone: "+1 (541) 555-0100",
          address: ADDRESS,
          anonymised: false,
          items: [
            {
              bookId: shopper.book(0).id,
              title: shopper.book(0).title,
              author: "Ada Lovelace",
              isbn: "9780306406157",
              unitPriceCents: 1250,
            },
            {
              bookId: shopper.book(1).id,
              title: shopper.book(1).title,
              author: "Charles Babbage",
              unitPriceCents: 725,
            },
          ],
          follows: [],
          totalPrice: "19.75",
        },
      ],
    });
    // The demo project's address is a real one: the slip is complete out of the box.
    expect(body.sender.address.length).toBeGreaterThan(1);
  });

  it("answers several orders in the order asked; a deleted book keeps its ordered title", async () => {
    const first = await placeOrder([shopper.book(2).id]);
    const second = await placeOrder([shopper.book(0).id]);
    await booksCollection(adminDb).doc(shopper.book(2).id).delete();
    const { status, body } = await packingSlips(`${second._id},${first._id}`);
    expect(status).toBe(200);
    expect(body.slips.map((slip) => slip.orderId)).toEqual([second._id, first._id]);
    expect(body.slips[1]?.items).toEqual([
      { bookId: shopper.book(2).id, title: shopper.book(2).title, unitPriceCents: 410 },
    ]);
    expect(body.slips[1]?.totalPrice).toBe("4.10");
  });

  it("is for an admin session only", async () => {
    const order = await placeOrder([shopper.book(1).id]);
    expect(await packingSlips(order._id, null)).toMatchObject({
      status: 401,
      body: { message: MESSAGES.signInRequired },
    });
    expect(await packingSlips(order._id, shopper.account.idToken)).toMatchObject({
      status: 403,
      body: { message: ACCESS_MESSAGES.adminOnly },
    });
  });

  it("names the ids no order has with a 404", async () => {
    const order = await placeOrder([shopper.book(1).id]);
    const { status, body } = await packingSlips(`${order._id},no-such-order,gone`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: "No such orders: no-such-order, gone" });
  });
});

describe("POST /api/orders/ship", () => {
  it("takes a pending order through processing to shipped and refuses a cancelled one", async () => {
    const pending = await placeOrder([shopper.book(0).id, shopper.book(1).id]);
    const cancelled = await placeOrder([shopper.book(1).id]);
    const cancel = await api(`/api/orders/${cancelled._id}/status`, {
      method: "PATCH",
      token: adminToken,
      json: { status: "cancelled" },
    });
    expect(cancel.status).toBe(200);

    const { status, body } = await ship([pending._id, cancelled._id]);
    expect(status).toBe(200);
    expect(body.outcomes).toEqual([
      {
        id: pending._id,
        shipped: true,
        order: {
          ...pending,
          status: "shipped",
          statusHistory: [
            { status: "pending", at: pending.createdAt },
            { status: "processing", at: expect.any(String) as string },
            { status: "shipped", at: expect.any(String) as string },
          ],
        },
      },
      {
        id: cancelled._id,
        shipped: false,
        message: "This order is cancelled: it cannot be shipped.",
      },
    ]);
    expect(await storedStatuses(pending._id)).toEqual([
      "shipped",
      "pending",
      "processing",
      "shipped",
    ]);
    expect(await storedStatuses(cancelled._id)).toEqual(["cancelled", "pending", "cancelled"]);
    // The customer is told once, as a single "Mark as Shipped" would tell them.
    const shippedMail = (await mailTo(shopper.account.email, "order-status")).filter(
      (mail) => mail.message.subject === "Your order has shipped",
    );
    expect(shippedMail).toHaveLength(1);
    expect(shippedMail[0]?.message.text).toContain(pending._id);
  });

  it("ships a processing order in one step and names an order already shipped", async () => {
    const order = await placeOrder([shopper.book(1).id]);
    await api(`/api/orders/${order._id}/status`, {
      method: "PATCH",
      token: adminToken,
      json: { status: "processing" },
    });
    const first = await ship([order._id]);
    expect(first.body.outcomes).toMatchObject([{ id: order._id, shipped: true }]);
    const again = await ship([order._id, "no-such-order"]);
    expect(again.status).toBe(200);
    expect(again.body.outcomes).toEqual([
      { id: order._id, shipped: false, message: "This order is already shipped." },
      { id: "no-such-order", shipped: false, message: ADMIN_MESSAGES.orderNotFound },
    ]);
    expect(await storedStatuses(order._id)).toEqual([
      "shipped",
      "pending",
      "processing",
      "shipped",
    ]);
  });

  it("is for an admin session only and moves nothing otherwise", async () => {
    const order = await placeOrder([shopper.book(1).id]);
    expect((await ship([order._id], null)).status).toBe(401);
    expect((await ship([order._id], shopper.account.idToken)).status).toBe(403);
    expect(await storedStatuses(order._id)).toEqual(["pending", "pending"]);
  });
});
