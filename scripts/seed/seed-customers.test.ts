import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import type { OrderDocument, OrderStatus } from "@bookstore/shared/orders/order.ts";

import { customerFromOrders } from "./seed-customers.ts";

function order(
  name: string,
  totalCents: number,
  status: OrderStatus,
  iso: string,
): OrderDocument<Timestamp> {
  return {
    uid: "uid-1",
    name,
    email: "ada@example.com",
    phone: "5550100",
    address: { city: "a", country: "b", state: "c", zipcode: "1" },
    productIds: ["book-a"],
    items: [{ bookId: "book-a", title: "A", unitPriceCents: totalCents }],
    totalPrice: (totalCents / 100).toFixed(2),
    totalCents,
    status,
    paymentMethod: "cash-on-delivery",
    createdAt: Timestamp.fromDate(new Date(iso)),
  };
}

describe("customerFromOrders", () => {
  it("counts the orders that are not cancelled and names the customer as on the latest", () => {
    const customer = customerFromOrders([
      order("Ada Reader", 1999, "delivered", "2026-03-01T00:00:00Z"),
      order("Ada R.", 500, "cancelled", "2026-05-01T00:00:00Z"),
      order("Ada Lovelace", 1250, "pending", "2026-04-01T00:00:00Z"),
    ]);
    expect(customer).toEqual({
      name: "Ada R.",
      email: "ada@example.com",
      orders: 2,
      spentCents: 3249,
      updatedAt: Timestamp.fromDate(new Date("2026-05-01T00:00:00Z")),
    });
  });

  it("makes no counters without orders", () => {
    expect(customerFromOrders([])).toBeNull();
  });
});
