import { describe, expect, it } from "vitest";

import { restocked } from "./stock-alerts.ts";

describe("restocked", () => {
  it("is true only when the stock goes from 0 to more", () => {
    expect(restocked({ stock: 0 }, { stock: 1 })).toBe(true);
    expect(restocked({ stock: 0 }, { stock: 300 })).toBe(true);
  });

  it.each([
    ["a sale", { stock: 3 }, { stock: 2 }],
    ["a restock of a book that had copies", { stock: 2 }, { stock: 5 }],
    ["selling out", { stock: 1 }, { stock: 0 }],
    ["a write that leaves it sold out", { stock: 0 }, { stock: 0 }],
    ["a new book", undefined, { stock: 4 }],
    ["a deleted book", { stock: 0 }, undefined],
    ["a book stored before stock", {}, { stock: 4 }],
    ["a stock that is not a number", { stock: 0 }, { stock: "4" }],
  ])("is false for %s", (_label, before, after) => {
    expect(restocked(before, after)).toBe(false);
  });
});
