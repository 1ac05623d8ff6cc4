import { describe, expect, it } from "vitest";

import { checkoutBlock } from "./checkout-gate";

describe("checkoutBlock", () => {
  it("blocks an order whose total is 0.00", () => {
    expect(checkoutBlock({ total: "0.00" })).toBe("empty-cart");
  });

  it("holds back an order with a sold-out book, whatever the total", () => {
    expect(checkoutBlock({ total: "9.00", soldOut: ["A Book"] })).toBe("sold-out");
    expect(checkoutBlock({ total: "0.00", soldOut: ["A Book"] })).toBe("sold-out");
    expect(checkoutBlock({ total: "9.00", soldOut: [] })).toBeUndefined();
  });

  it("lets a non-empty cart through", () => {
    expect(checkoutBlock({ total: "0.01" })).toBeUndefined();
  });
});
