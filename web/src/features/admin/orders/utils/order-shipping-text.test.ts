import { describe, expect, it } from "vitest";

import type { Order } from "@bookstore/shared/orders/order.ts";

import { shipSummary } from "./order-shipping-text";

const order = { _id: "a1" } as Order;

describe("shipSummary", () => {
  it("counts the orders shipped", () => {
    expect(shipSummary([{ id: "a1", shipped: true, order }])).toBe("1 order marked shipped.");
    expect(
      shipSummary([
        { id: "a1", shipped: true, order },
        { id: "b2", shipped: true, order },
      ]),
    ).toBe("2 orders marked shipped.");
  });

  it("says how many were refused, before their reasons", () => {
    expect(
      shipSummary([
        { id: "a1", shipped: true, order },
        { id: "b2", shipped: false, message: "This order is cancelled: it cannot be shipped." },
      ]),
    ).toBe("1 order marked shipped. 1 refused:");
    expect(shipSummary([{ id: "b2", shipped: false, message: "No." }])).toBe(
      "0 orders marked shipped. 1 refused:",
    );
  });
});
