import { describe, expect, it } from "vitest";

import { addToCart, MAX_CART_ITEMS, parseCart, removeFromCart } from "./cart-items";

describe("cart items", () => {
  it("adds a book once", () => {
    const first = addToCart([], "a");
    expect(first).toEqual({ ids: ["a"], result: "added" });
    expect(addToCart(first.ids, "a")).toEqual({ ids: ["a"], result: "duplicate" });
    expect(addToCart(first.ids, "b").ids).toEqual(["a", "b"]);
  });

  it("holds at most MAX_CART_ITEMS books", () => {
    const full = Array.from({ length: MAX_CART_ITEMS }, (_, i) => `book-${i}`);
    expect(addToCart(full, "one-more")).toEqual({ ids: full, result: "full" });
    expect(parseCart(JSON.stringify([...full, "extra"]))).toHaveLength(MAX_CART_ITEMS);
  });

  it("removes by id", () => {
    expect(removeFromCart(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(removeFromCart(["a"], "x")).toEqual(["a"]);
  });

  it("reads stored carts defensively", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("not json")).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(parseCart('["a", 2, "", "a", "b"]')).toEqual(["a", "b"]);
  });
});
