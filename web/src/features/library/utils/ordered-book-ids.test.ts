import { describe, expect, it } from "vitest";

import { MAX_LIBRARY_BOOKS, orderedBookIds } from "./ordered-book-ids";

describe("orderedBookIds", () => {
  it("lists each book once, in the order of the orders and of their items", () => {
    const orders = [
      { productIds: ["c", "a"] },
      { productIds: ["a", "b"] },
      { productIds: [] },
      { productIds: ["d", "c", "b"] },
    ];
    expect(orderedBookIds(orders)).toEqual(["c", "a", "b", "d"]);
  });

  it("is empty without orders", () => {
    expect(orderedBookIds([])).toEqual([]);
    expect(orderedBookIds([{ productIds: [] }])).toEqual([]);
  });

  it("stops at 30 books, the most one Firestore `in` query reads", () => {
    const orders = Array.from({ length: 20 }, (_, order) => ({
      productIds: [`book-${order}-a`, `book-${order}-b`, `book-${order}-a`],
    }));
    const ids = orderedBookIds(orders);
    expect(MAX_LIBRARY_BOOKS).toBe(30);
    expect(ids).toHaveLength(30);
    expect(ids.slice(0, 3)).toEqual(["book-0-a", "book-0-b", "book-1-a"]);
    expect(ids.at(-1)).toBe("book-14-b");
  });

  it("takes a smaller limit", () => {
    expect(orderedBookIds([{ productIds: ["a", "b", "c"] }], 2)).toEqual(["a", "b"]);
  });
});
