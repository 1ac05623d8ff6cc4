import { describe, expect, it } from "vitest";

import { formatDollars, formatMoney } from "./money.ts";

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
