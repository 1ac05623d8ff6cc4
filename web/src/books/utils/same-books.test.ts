import { describe, expect, it } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";

import { sameBooks } from "./same-books";

const book = (id: string, newPrice = 9.99): Book => ({
  _id: id,
  title: `Title ${id}`,
  author: "",
  description: "",
  category: "finance",
  coverImage: "",
  newPrice,
  oldPrice: 12.99,
  trending: false,
  sold: 0,
  stock: 8,
  ratingCount: 0,
  ratingAverage: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("sameBooks", () => {
  it("is true for equal data in separate objects", () => {
    expect(sameBooks([book("a"), book("b")], [book("a"), book("b")])).toBe(true);
  });

  it.each([
    ["a changed field", [book("a"), book("b", 5)]],
    ["another order", [book("b"), book("a")]],
    ["a missing book", [book("a")]],
  ])("is false for %s", (_case, other) => {
    expect(sameBooks([book("a"), book("b")], other)).toBe(false);
  });
});
