import { describe, expect, it } from "vitest";

import {
  formatCents,
  formatDollars,
  formatMoney,
  formatPrice,
  formatTotal,
  hasAtMostTwoDecimals,
  sumCents,
  toCents,
} from "./money.ts";

describe("money", () => {
  it("converts dollars to integer cents without floating-point drift", () => {
    expect(toCents(0.1)).toBe(10);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(100);
    expect(toCents(4.35)).toBe(435);
  });

  it("refuses amounts that are not finite", () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("sums in cents, so 0.1 + 0.2 is exactly 0.30", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatTotal([0.1, 0.2])).toBe("0.30");
    expect(sumCents([1999, 1, 0])).toBe(2000);
  });

  it("formats cents with two decimals", () => {
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(123456)).toBe("1234.56");
    expect(formatCents(-250)).toBe("-2.50");
    expect(formatPrice(32)).toBe("32.00");
  });

  it("formats an empty cart's subtotal as 0.00", () => {
    expect(formatTotal([])).toBe("0.00");
  });

  it("tells prices with more than two decimals apart", () => {
    expect(hasAtMostTwoDecimals(12.5)).toBe(true);
    expect(hasAtMostTwoDecimals(12.99)).toBe(true);
    expect(hasAtMostTwoDecimals(12.999)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe("formatMoney", () => {
  it("writes cents as dollars with two decimals", () => {
    expect(formatMoney(1250)).toBe("$12.50");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(123450)).toBe("$1234.50");
    expect(formatMoney(-500)).toBe("-$5.00");
  });

  it("is en-US's dollar format without grouping", () => {
    const usd = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      useGrouping: false,
    });
    for (const cents of [0, 1, 99, 100, 1999, 4449, 123456, 10000000, -1, -2450]) {
      expect(formatMoney(cents)).toBe(usd.format(cents / 100));
    }
  });
});

describe("formatDollars", () => {
  it("writes a price or the API's 2-decimal string as formatMoney does", () => {
    expect(formatDollars(12.5)).toBe("$12.50");
    expect(formatDollars(0.1 + 0.2)).toBe("$0.30");
    expect(formatDollars("44.49")).toBe("$44.49");
    expect(formatDollars("0.50")).toBe("$0.50");
  });
});
