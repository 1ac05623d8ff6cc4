import { describe, expect, it } from "vitest";

import { confirmationText } from "./confirmation-text";

const COLLECTION = {
  pointId: "pointMainStreet01",
  name: "Main Street Shop",
  address: "12 High Street, Springfield",
  hours: "Mon–Sat 9:00–18:00",
};

const PLACED = {
  status: "pending" as const,
  items: [{ bookId: "out", title: "Out Now", unitPriceCents: 1250 }],
};

describe("confirmationText", () => {
  it("thanks for a delivery as the checkout always has", () => {
    expect(confirmationText(PLACED)).toBe("Your order has been placed!");
  });

  it("tells a collection where, when and how it is paid, from the order's own record", () => {
    expect(confirmationText({ ...PLACED, collection: COLLECTION })).toBe(
      "Your order has been placed! Collect at Main Street Shop, 12 High Street, Springfield. " +
        "Opening hours: Mon–Sat 9:00–18:00. Pay at collection.",
    );
  });

  it("adds no second full stop after a line that ends in one", () => {
    const text = confirmationText({
      ...PLACED,
      collection: { ...COLLECTION, address: "1 Quay St.", hours: "By appointment." },
    });
    expect(text).toContain(
      "Collect at Main Street Shop, 1 Quay St. Opening hours: By appointment. ",
    );
    expect(text).not.toContain("..");
  });

  it("says when an order waiting for a forthcoming book can be collected", () => {
    const items = [
      { bookId: "out", title: "Out Now", unitPriceCents: 1250 },
      { bookId: "may", title: "Summer Novel", unitPriceCents: 2000, publishesOn: "2030-05-01" },
    ];
    expect(confirmationText({ status: "pending", items, collection: COLLECTION })).toBe(
      "Your order has been placed! Collect at Main Street Shop, 12 High Street, Springfield. " +
        "Opening hours: Mon–Sat 9:00–18:00. Pay at collection. " +
        "Ready for collection once its last book is published, on May 1, 2030.",
    );
  });
});
