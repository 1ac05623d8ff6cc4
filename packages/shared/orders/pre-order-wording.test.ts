import { describe, expect, it } from "vitest";

import { collectionReadyNote, followsOn, lineStateLabel } from "./pre-order-wording.ts";

const out = { bookId: "out", title: "Out Now" };
const march = { bookId: "march", title: "Spring Novel", publishesOn: "2027-03-12" };
const may = { bookId: "may", title: "Summer Novel", publishesOn: "2027-05-01" };

describe("lineStateLabel", () => {
  it("says nothing per line when the order's status says it for all", () => {
    expect(lineStateLabel({ status: "pending", items: [out] }, out)).toBeNull();
    expect(lineStateLabel({ status: "cancelled", items: [out, march] }, march)).toBeNull();
  });

  it("names each line's state when the lines differ", () => {
    const order = { status: "pending" as const, items: [out, march] };
    expect(lineStateLabel(order, march)).toBe("Pre-order — publishes March 12, 2027");
    expect(lineStateLabel(order, out)).toBe("Ready to ship");
    const partly = {
      status: "awaiting-publication" as const,
      items: [{ ...out, shipped: true as const }, march],
    };
    expect(lineStateLabel(partly, partly.items[0] ?? out)).toBe("Shipped");
  });

  it("holds a book that is out with an order to collect that waits for another", () => {
    const point = { pointId: "counter", name: "Counter", address: "1 High St", hours: "9-5" };
    const order = { status: "pending" as const, items: [out, march], collection: point };
    expect(lineStateLabel(order, out)).toBe("Held in the shop until the rest is out");
    expect(lineStateLabel(order, march)).toBe("Pre-order — publishes March 12, 2027");
  });

  it("says when a forthcoming book follows", () => {
    expect(followsOn("2027-03-12")).toBe("Follows when published on March 12, 2027");
  });
});

describe("collectionReadyNote", () => {
  const point = { pointId: "counter", name: "Counter", address: "1 High St", hours: "9-5" };

  it("gives the day the last waiting book is out", () => {
    expect(
      collectionReadyNote({ status: "pending", items: [out, may, march], collection: point }),
    ).toBe("Ready for collection once its last book is published, on May 1, 2027.");
  });

  it("says nothing for a delivery, a cancelled order or one with no book waiting", () => {
    expect(collectionReadyNote({ status: "pending", items: [out, march] })).toBeNull();
    expect(
      collectionReadyNote({ status: "cancelled", items: [out, march], collection: point }),
    ).toBeNull();
    expect(
      collectionReadyNote({ status: "ready-for-collection", items: [out], collection: point }),
    ).toBeNull();
  });
});
