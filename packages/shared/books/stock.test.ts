import { describe, expect, it } from "vitest";

import {
  fallsToLowStock,
  soldOutMessage,
  soldOutTitles,
  splitStock,
  stockLabel,
  stockLevel,
  sumShards,
} from "./stock.ts";

describe("stockLabel", () => {
  it.each([
    [0, "Out of stock"],
    [1, "Only 1 left"],
    [5, "Only 5 left"],
    [6, "In stock"],
    [240, "In stock"],
  ])("%i copies: %s", (stock, label) => {
    expect(stockLabel(stock)).toBe(label);
  });

  it("counts anything below one copy as out of stock", () => {
    expect(stockLevel(-1)).toBe("out");
  });
});

describe("splitStock", () => {
  it("spreads copies evenly, the first shards taking the remainder", () => {
    expect(splitStock(23, 10)).toEqual([3, 3, 3, 2, 2, 2, 2, 2, 2, 2]);
  });

  it("leaves shards empty when there are fewer copies than shards", () => {
    expect(splitStock(2, 4)).toEqual([1, 1, 0, 0]);
  });

  it("keeps every copy", () => {
    for (const stock of [0, 1, 9, 10, 11, 100, 99_999]) {
      expect(splitStock(stock).reduce((sum, each) => sum + each, 0)).toBe(stock);
    }
  });
});

describe("soldOutTitles", () => {
  it("names the books with no copy left, in order", () => {
    const books = [
      { title: "A", stock: 0 },
      { title: "B", stock: 3 },
      { title: "C", stock: 0 },
    ];
    expect(soldOutTitles(books)).toEqual(["A", "C"]);
  });
});

describe("sumShards", () => {
  it("adds up copies and sales over the shards", () => {
    expect(
      sumShards([
        { stock: 2, sold: 1 },
        { stock: 0, sold: 4 },
      ]),
    ).toEqual({ stock: 2, sold: 5 });
    expect(sumShards([])).toEqual({ stock: 0, sold: 0 });
  });
});

describe("fallsToLowStock", () => {
  it("is a fall from above the line to it or below, and nothing else", () => {
    expect(fallsToLowStock(6, 5)).toBe(true);
    expect(fallsToLowStock(100, 0)).toBe(true);
    expect(fallsToLowStock(5, 4)).toBe(false);
    expect(fallsToLowStock(6, 6)).toBe(false);
    expect(fallsToLowStock(3, 9)).toBe(false);
  });
});

describe("soldOutMessage", () => {
  it("names the titles and says which to remove", () => {
    expect(soldOutMessage(["A"])).toBe(
      'Sold out: "A". Remove it from your cart to place the order.',
    );
    expect(soldOutMessage(["A", "B"])).toBe(
      'Sold out: "A", "B". Remove them from your cart to place the order.',
    );
  });
});
