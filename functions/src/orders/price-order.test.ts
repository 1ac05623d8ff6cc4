import { describe, expect, it } from "vitest";

import { centsOfTotalPrice, priceOrder } from "./price-order.ts";

describe("priceOrder", () => {
  it("keeps each book's title and unit price in cents, in the order given", () => {
    const pricing = priceOrder([
      { id: "b", title: "Second", newPrice: 19.99 },
      { id: "a", title: "First", newPrice: 4.35 },
    ]);
    expect(pricing.items).toEqual([
      { bookId: "b", title: "Second", unitPriceCents: 1999 },
      { bookId: "a", title: "First", unitPriceCents: 435 },
    ]);
    expect(pricing.totalCents).toBe(2434);
  });

  it("keeps the generation of each book that has one on its line", () => {
    const pricing = priceOrder([
      { id: "a", title: "A", newPrice: 1, generation: "first-a" },
      { id: "b", title: "B", newPrice: 2 },
    ]);
    expect(pricing.items).toEqual([
      { bookId: "a", title: "A", unitPriceCents: 100, bookGeneration: "first-a" },
      { bookId: "b", title: "B", unitPriceCents: 200 },
    ]);
  });

  it("adds in cents, so 0.10 + 0.20 is exactly 30 cents", () => {
    const pricing = priceOrder([
      { id: "a", title: "A", newPrice: 0.1 },
      { id: "b", title: "B", newPrice: 0.2 },
    ]);
    expect(pricing.totalCents).toBe(30);
  });
});

describe("centsOfTotalPrice", () => {
  it.each([
    ["0.00", 0],
    ["0.30", 30],
    ["12.50", 1250],
    ["0012.50", 1250],
    ["999999999.99", 99999999999],
  ])("reads %s as %i cents", (totalPrice, cents) => {
    expect(centsOfTotalPrice(totalPrice)).toBe(cents);
  });
});
