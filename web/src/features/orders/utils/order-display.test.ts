import { describe, expect, it } from "vitest";

import type { Order } from "@shared/order.ts";

import {
  deliveryAddressLines,
  canCancelOrder,
  historyDate,
  orderBookTitles,
  orderDate,
  orderItemPrice,
  orderStatusLabel,
  orderTotal,
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
  it("shows the locale date of createdAt", () => {
    const createdAt = "2025-03-04T10:00:00.000Z";
    expect(orderDate({ createdAt }, "en-US")).toBe("3/4/2025");
    expect(orderDate({ createdAt }, "de-DE")).toBe("4.3.2025");
  });

  it("shows the total in dollars with the server's 2 decimals", () => {
    expect(orderTotal({ totalPrice: "44.49" })).toBe("$44.49");
    expect(orderTotal({ totalPrice: "0.50" })).toBe("$0.50");
  });

  it("lists the books by their titles at the time of the order", () => {
    expect(orderBookTitles(order("x"))).toEqual(["Clean Code", "Refactoring"]);
  });

  it("falls back to the book ids when titles are missing", () => {
    expect(orderBookTitles(order("x", { items: [] }))).toEqual(["a", "b"]);
    expect(
      orderBookTitles(order("x", { items: [{ bookId: "a", title: " ", unitPriceCents: 1 }] })),
    ).toEqual(["a"]);
  });

  it("shows each book's price in dollars", () => {
    expect(orderItemPrice({ unitPriceCents: 1999 })).toBe("$19.99");
    expect(orderItemPrice({ unitPriceCents: 5 })).toBe("$0.05");
  });

  it("dates each step of the history, and says when a date is not known", () => {
    const at = "2025-03-04T10:05:00.000Z";
    expect(historyDate({ status: "pending", at }, "en-US")).toBe(
      new Date(at).toLocaleString("en-US", { dateStyle: "short", timeStyle: "short" }),
    );
    expect(historyDate({ status: "pending", at }, "en-US")).toContain("3/4/25");
    expect(historyDate({ status: "shipped" }, "en-US")).toBe("date not recorded");
  });

  it("lets the customer cancel only a pending order", () => {
    expect(canCancelOrder({ status: "pending" })).toBe(true);
    for (const status of ["processing", "shipped", "delivered", "cancelled"] as const) {
      expect(canCancelOrder({ status })).toBe(false);
    }
  });

  it("names every status", () => {
    expect(orderStatusLabel("pending")).toBe("Pending");
    expect(orderStatusLabel("cancelled")).toBe("Cancelled");
  });

  it("joins the loaded pages in order, each order once", () => {
    const pages = [
      { orders: [order("3"), order("2")], nextCursor: "2" },
      { orders: [order("2"), order("1")], nextCursor: undefined },
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
