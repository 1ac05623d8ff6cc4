import { describe, expect, it } from "vitest";

import type { OrderCollection } from "@bookstore/shared/orders/order.ts";

import { collectAtLine, collectionLines, paymentLabel } from "./collection-display";

const COLLECTION: OrderCollection = {
  pointId: "point-1",
  name: "Main Street Shop",
  address: "12 High Street, Springfield",
  hours: "Mon–Sat 9:00–18:00",
};

describe("collectionLines", () => {
  it("names the point, then gives its address and opening hours", () => {
    expect(collectionLines(COLLECTION)).toEqual([
      "Collect at Main Street Shop",
      "12 High Street, Springfield",
      "Opening hours: Mon–Sat 9:00–18:00",
    ]);
  });

  it("shows the point as it was ordered, whatever its id", () => {
    const renamed = { ...COLLECTION, pointId: "gone", name: "Old Town Counter" };
    expect(collectionLines(renamed)[0]).toBe("Collect at Old Town Counter");
    expect(collectAtLine(renamed)).toBe("Collect at Old Town Counter");
  });
});

describe("paymentLabel", () => {
  it("says cash on delivery for a delivery and pay at collection for an order to collect", () => {
    expect(paymentLabel({})).toBe("Cash on delivery");
    expect(paymentLabel({ collection: COLLECTION })).toBe("Pay at collection");
  });
});
