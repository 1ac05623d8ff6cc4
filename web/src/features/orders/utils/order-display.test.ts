import { describe, expect, it } from "vitest";

import { formatDateTime } from "@bookstore/shared/format/date.ts";
import { customerMayCancel } from "@bookstore/shared/orders/customer-cancel.ts";
import { ORDER_STATUSES, type Order } from "@bookstore/shared/orders/order.ts";

import {
  deliveryAddressLines,
  historyDate,
  orderBookTitles,
  orderStatusLabel,
  ordersOf,
} from "./order-display";
import { welcomeMessage } from "./welcome-message";

function order(id: string, overrides: Partial<Order> = {}): Order {
  return {
    _id: id,
    name: "Ada",
    email: "ada@example.com",
    phone: "5415550100",
    address: { city: "London", country: "UK", state: "London", zipcode: "NW1" },
    productIds: ["a", "b"],
    items: [
      { bookId: "a", title: "Clean Code", unitPriceCents: 1999 },
      { bookId: "b", title: "Refactoring", unitPriceCents: 2450 },
    ],
    totalPrice: "44.49",
    status: "pending",
    paymentMethod: "cash-on-delivery",
    createdAt: "2025-03-04T10:00:00.000Z",
    statusHistory: [{ status: "pending", at: "2025-03-04T10:00:00.000Z" }],
    ...overrides,
  };
}

describe("order display", () => {
  it("lists the books by their titles at the time of the order", () => {
    expect(orderBookTitles(order("x"))).toEqual(["Clean Code", "Refactoring"]);
  });

  it("falls back to the book ids when titles are missing", () => {
    expect(orderBookTitles(order("x", { items: [] }))).toEqual(["a", "b"]);
    expect(
      orderBookTitles(order("x", { items: [{ bookId: "a", title: " ", unitPriceCents: 1 }] })),
    ).toEqual(["a"]);
  });

  it("dates each step of the history, and says when a date is not known", () => {
    const at = "2025-03-04T10:05:00.000Z";
    expect(historyDate({ status: "pending", at })).toBe(formatDateTime(at));
    expect(historyDate({ status: "pending", at })).toMatch(/^March [45], 2025 at /);
    expect(historyDate({ status: "shipped" })).toBe("date not recorded");
  });

  it("lets the customer cancel a delivery only while pending, or a pre-order with nothing shipped", () => {
    const line = { bookId: "b", title: "B", unitPriceCents: 100 };
    expect(customerMayCancel({ status: "pending", items: [line] })).toBe(true);
    expect(customerMayCancel({ status: "awaiting-publication", items: [line] })).toBe(true);
    const partlyShipped = [
      { ...line, shipped: true as const },
      { ...line, bookId: "c" },
    ];
    expect(customerMayCancel({ status: "awaiting-publication", items: partlyShipped })).toBe(false);
    const started = ORDER_STATUSES.filter(
      (status) => status !== "pending" && status !== "awaiting-publication",
    );
    expect(started).toEqual(
      expect.arrayContaining(["ready-for-collection", "collected", "shipped", "cancelled"]),
    );
    for (const status of started) {
      expect(customerMayCancel({ status, items: [line] })).toBe(false);
    }
  });

  it("lets the customer cancel an order to collect until it is collected", () => {
    const line = { bookId: "b", title: "B", unitPriceCents: 100 };
    const collection = { pointId: "p", name: "Counter", address: "1 High St", hours: "9-5" };
    const cancellable = ORDER_STATUSES.filter((status) =>
      customerMayCancel({ status, items: [line], collection }),
    );
    expect(cancellable).toEqual([
      "awaiting-publication",
      "pending",
      "processing",
      "ready-for-collection",
    ]);
    expect(customerMayCancel({ status: "processing", items: [line] })).toBe(false);
  });

  it("names every status, the collection ones included", () => {
    expect(orderStatusLabel("pending")).toBe("Pending");
    expect(orderStatusLabel("cancelled")).toBe("Cancelled");
    expect(orderStatusLabel("ready-for-collection")).toBe("Ready for collection");
    expect(orderStatusLabel("collected")).toBe("Collected");
    const labels = ORDER_STATUSES.map(orderStatusLabel);
    expect(labels.every((label) => /^[A-Z][a-z ]+$/.test(label))).toBe(true);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
  });

  it("joins the loaded pages in order, each order once", () => {
    const pages = [
      { items: [order("3"), order("2")], nextCursor: "2" },
      { items: [order("2"), order("1")], nextCursor: undefined },
    ];
    expect(ordersOf(pages).map((o) => o._id)).toEqual(["3", "2", "1"]);
    expect(ordersOf([])).toEqual([]);
  });
});

describe("deliveryAddressLines", () => {
  const address = { city: "Springfield", state: "Oregon", zipcode: "97477", country: "US" };

  it("gives the name, the street when there is one, the city line and the country", () => {
    expect(
      deliveryAddressLines({ name: "Ada", address: { ...address, street: "1 Main St" } }),
    ).toEqual(["Ada", "1 Main St", "Springfield, Oregon 97477", "US"]);
    expect(deliveryAddressLines({ name: "Ada", address })).toEqual([
      "Ada",
      "Springfield, Oregon 97477",
      "US",
    ]);
  });
});

describe("welcomeMessage", () => {
  it("greets by display name, or as User without one", () => {
    expect(welcomeMessage(" Ada Lovelace ")).toBe("Welcome, Ada Lovelace!");
    expect(welcomeMessage(null)).toBe("Welcome, User!");
    expect(welcomeMessage("  ")).toBe("Welcome, User!");
  });
});
