import { describe, expect, it } from "vitest";

import { checkoutBlock } from "./checkout-gate";

describe("checkoutBlock", () => {
  it("holds the order back while the terms are unticked", () => {
    expect(checkoutBlock({ agreed: false, total: "12.00" })).toBe("terms");
    expect(checkoutBlock({ agreed: false, total: "0.00" })).toBe("terms");
  });

  it("blocks an order whose total is 0.00", () => {
    expect(checkoutBlock({ agreed: true, total: "0.00" })).toBe("empty-cart");
  });

  it("holds back an order with a sold-out book, whatever else holds", () => {
    expect(checkoutBlock({ agreed: true, total: "9.00", soldOut: ["A Book"] })).toBe("sold-out");
    expect(checkoutBlock({ agreed: false, total: "9.00", soldOut: ["A Book"] })).toBe("sold-out");
    expect(checkoutBlock({ agreed: true, total: "9.00", soldOut: [] })).toBeUndefined();
  });

  it("lets a ticked, non-empty checkout through", () => {
    expect(checkoutBlock({ agreed: true, total: "0.01" })).toBeUndefined();
  });
});
