import { describe, expect, it } from "vitest";

import { checkoutTotal, isEmptyTotal } from "./checkout-total";

describe("checkoutTotal", () => {
  it("sums the current prices to 2 decimals without float drift", () => {
    expect(checkoutTotal([{ newPrice: 0.1 }, { newPrice: 0.2 }])).toBe("0.30");
    expect(checkoutTotal([{ newPrice: 12.5 }, { newPrice: 7 }])).toBe("19.50");
    expect(checkoutTotal([{ newPrice: 19.99 }, { newPrice: 24.99 }, { newPrice: 5.01 }])).toBe(
      "49.99",
    );
  });

  it("is 0.00 for an empty cart, which blocks the order", () => {
    expect(checkoutTotal([])).toBe("0.00");
    expect(isEmptyTotal(checkoutTotal([]))).toBe(true);
  });

  it("lets any other total through", () => {
    expect(isEmptyTotal("0.01")).toBe(false);
    expect(isEmptyTotal(checkoutTotal([{ newPrice: 3 }]))).toBe(false);
  });
});
