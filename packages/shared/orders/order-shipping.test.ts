import { describe, expect, it } from "vitest";

import { SHIP_MESSAGES, shipOrdersSchema, stepsToShipped } from "./order-shipping.ts";
import { ORDER_STATUSES, canChangeStatus, type OrderStatus } from "./order.ts";

describe("stepsToShipped", () => {
  it("takes a pending order through processing, one transition at a time", () => {
    expect(stepsToShipped("pending")).toEqual(["processing", "shipped"]);
    expect(stepsToShipped("processing")).toEqual(["shipped"]);
  });

  it("has no way to ship an order that is shipped, delivered, cancelled or collected", () => {
    for (const status of [
      "shipped",
      "delivered",
      "cancelled",
      "ready-for-collection",
      "collected",
    ] as const) {
      expect(stepsToShipped(status)).toBeNull();
    }
  });

  it("only ever takes allowed transitions", () => {
    for (const from of ORDER_STATUSES) {
      let current: OrderStatus = from;
      for (const next of stepsToShipped(from) ?? []) {
        expect(canChangeStatus({ status: current }, next)).toBe(true);
        current = next;
      }
    }
  });
});

describe("SHIP_MESSAGES.cannotShip", () => {
  it("says why, by status", () => {
    expect(SHIP_MESSAGES.cannotShip("cancelled")).toBe(
      "This order is cancelled: it cannot be shipped.",
    );
    expect(SHIP_MESSAGES.cannotShip("delivered")).toBe("This order is already delivered.");
  });
});

describe("shipOrdersSchema", () => {
  it("takes 1 to 100 distinct order ids", () => {
    expect(shipOrdersSchema.safeParse({ ids: ["a1", "b2"] }).success).toBe(true);
    const hundred = Array.from({ length: 100 }, (_, index) => `order-${String(index)}`);
    expect(shipOrdersSchema.safeParse({ ids: hundred }).success).toBe(true);
  });

  it.each([
    [{ ids: [] }, "must name at least one order"],
    [
      { ids: Array.from({ length: 101 }, (_, index) => `o${String(index)}`) },
      "can name at most 100 orders",
    ],
    [{ ids: ["a1", "a1"] }, "must not repeat an order"],
    [{ ids: ["a/b"] }, "must be an order id"],
    [{ ids: [7] }, "must be an order id"],
    [{ ids: "a1,b2" }, "must be a list of order ids"],
    [{}, "must be a list of order ids"],
  ])("refuses %j: %s", (body, message) => {
    const result = shipOrdersSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("refuses unknown fields", () => {
    const result = shipOrdersSchema.safeParse({ ids: ["a1"], status: "delivered" });
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
  });
});
