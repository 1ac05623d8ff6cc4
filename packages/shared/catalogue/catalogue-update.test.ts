import { describe, expect, it } from "vitest";

import { changedFields, type UpdatableBook } from "./catalogue-update.ts";

const stored: UpdatableBook = {
  title: "Dune",
  newPrice: 9.99,
  oldPrice: 12,
  description: "Sand.",
  category: "fiction",
  coverImage: "isbn-9780441013593.svg",
  stock: 4,
};

const same = {
  newPrice: 9.99,
  oldPrice: 12,
  description: "Sand.",
  category: "fiction",
} as const;

describe("changedFields", () => {
  it("sets, moves or keeps a publication day: an empty cell keeps what the book has", () => {
    expect(changedFields(stored, { ...same, publishedOn: "2027-03-12" })).toEqual([
      { field: "publishedOn", from: "", to: "2027-03-12" },
    ]);
    const dated = { ...stored, publishedOn: "2027-03-12" };
    expect(changedFields(dated, { ...same, publishedOn: "2027-04-02" })).toEqual([
      { field: "publishedOn", from: "2027-03-12", to: "2027-04-02" },
    ]);
    expect(changedFields(dated, same)).toEqual([]);
  });

  it("finds nothing when the row is as the book is, stock and cover left out", () => {
    expect(changedFields(stored, same)).toEqual([]);
    expect(changedFields(stored, { ...same, stock: 4, coverImage: stored.coverImage })).toEqual([]);
  });

  it("compares prices in cents and shows them in dollars", () => {
    expect(changedFields(stored, { ...same, newPrice: 0.1 + 9.89 })).toEqual([]);
    expect(changedFields(stored, { ...same, newPrice: 7.5, oldPrice: 12.0 })).toEqual([
      { field: "newPrice", from: "9.99", to: "7.50" },
    ]);
  });

  it("lists each changed field in one order, long descriptions shortened", () => {
    const description = "x".repeat(200);
    expect(
      changedFields(stored, {
        ...same,
        description,
        category: "technology",
        stock: 0,
        coverImage: "abc.webp",
        oldPrice: 15,
      }),
    ).toEqual([
      { field: "oldPrice", from: "12.00", to: "15.00" },
      { field: "description", from: "Sand.", to: `${"x".repeat(80)}...` },
      { field: "category", from: "fiction", to: "technology" },
      { field: "stock", from: "4", to: "0" },
      { field: "coverImage", from: "isbn-9780441013593.svg", to: "abc.webp" },
    ]);
  });
});
