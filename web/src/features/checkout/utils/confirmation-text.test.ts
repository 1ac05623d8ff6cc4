import { describe, expect, it } from "vitest";

import { confirmationText } from "./confirmation-text";

const COLLECTION = {
  pointId: "pointMainStreet01",
  name: "Main Street Shop",
  address: "12 High Street, Springfield",
  hours: "Mon–Sat 9:00–18:00",
};

describe("confirmationText", () => {
  it("thanks for a delivery as the checkout always has", () => {
    expect(confirmationText({})).toBe("Your order has been placed!");
  });

  it("tells a collection where, when and how it is paid, from the order's own record", () => {
    expect(confirmationText({ collection: COLLECTION })).toBe(
      "Your order has been placed! Collect at Main Street Shop, 12 High Street, Springfield. " +
        "Opening hours: Mon–Sat 9:00–18:00. Pay at collection.",
    );
  });

  it("adds no second full stop after a line that ends in one", () => {
    const text = confirmationText({
      collection: { ...COLLECTION, address: "1 Quay St.", hours: "By appointment." },
    });
    expect(text).toContain(
      "Collect at Main Street Shop, 1 Quay St. Opening hours: By appointment. ",
    );
    expect(text).not.toContain("..");
  });
});
