import { describe, expect, it } from "vitest";

import { ORDER_STATUSES } from "@bookstore/shared/orders/order.ts";

import { COLLECTION_TEXT, statusMoves } from "./order-collection";

const collection = { pointId: "counter-1", name: "The shop", address: "1 High St", hours: "9–5" };

describe("statusMoves", () => {
  it("offers a delivery order's moves as they are", () => {
    expect(statusMoves({ status: "pending" })).toEqual(["processing", "cancelled"]);
    expect(statusMoves({ status: "processing" })).toEqual(["shipped", "cancelled"]);
  });

  it("offers a collection order ready for collection, but never collected", () => {
    expect(statusMoves({ status: "processing", collection })).toEqual([
      "ready-for-collection",
      "cancelled",
    ]);
    expect(statusMoves({ status: "ready-for-collection", collection })).toEqual(["cancelled"]);
  });

  it("never offers collected, from any status of either kind", () => {
    for (const status of ORDER_STATUSES) {
      expect(statusMoves({ status })).not.toContain("collected");
      expect(statusMoves({ status, collection })).not.toContain("collected");
    }
  });
});

describe("COLLECTION_TEXT", () => {
  it("names the point and the field at fault", () => {
    expect(COLLECTION_TEXT.collectAt("The shop")).toBe("Collect at The shop");
    expect(COLLECTION_TEXT.codeProblem("must be the 6 digits from the customer's mail")).toBe(
      "Collection code must be the 6 digits from the customer's mail.",
    );
  });
});
