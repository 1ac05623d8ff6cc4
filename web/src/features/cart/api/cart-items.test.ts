import { describe, expect, it } from "vitest";

import { addToCart, parseCart, removeFromCart } from "./cart-items";

describe("cart items", () => {
  it("adds a book once", () => {
    const first = addToCart([], "a");
    expect(first).toEqual({ ids: ["a"], added: true });
    expect(addToCart(first.ids, "a")).toEqual({ ids: ["a"], added: false });
    expect(addToCart(first.ids, "b").ids).toEqual(["a", "b"]);
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
