import { describe, expect, it } from "vitest";

import type { Book } from "@shared/book.ts";

import { rankStoreMatches } from "./rank-store-matches";

function book(title: string, author: string, createdAt: string): Book {
  return {
    _id: title,
    title,
    author,
    description: "",
    category: "technology",
    coverImage: "",
    newPrice: 1,
    oldPrice: 2,
    trending: false,
    sold: 0,
    stock: 8,
    ratingCount: 0,
    ratingAverage: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

describe("rankStoreMatches", () => {
  it("puts books matching more query terms first", () => {
    const one = book("Data at Rest", "Ann Lee", "2026-01-03T00:00:00.000Z");
    const two = book("Data Engineering Daily", "Bo Chen", "2026-01-01T00:00:00.000Z");
    expect(rankStoreMatches([one, two], ["data", "engineering"])).toEqual([two, one]);
  });

  it("counts words of the author's name", () => {
    const title = book("Engineering Minds", "Al Smith", "2026-01-03T00:00:00.000Z");
    const both = book("Engineering Basics", "Data Jones", "2026-01-01T00:00:00.000Z");
    expect(rankStoreMatches([title, both], ["data", "engineering"])).toEqual([both, title]);
  });

  it("breaks ties by the newest book", () => {
    const older = book("Data One", "", "2025-05-01T00:00:00.000Z");
    const newer = book("Data Two", "", "2026-05-01T00:00:00.000Z");
    expect(rankStoreMatches([older, newer], ["data"])).toEqual([newer, older]);
  });

  it("matches whole words, whatever their case or punctuation", () => {
    const database = book("Databases", "", "2026-05-01T00:00:00.000Z");
    const data = book("DATA, Quickly!", "", "2025-05-01T00:00:00.000Z");
    expect(rankStoreMatches([database, data], ["data"])).toEqual([data, database]);
  });

  it("leaves the input list alone", () => {
    const books = [
      book("B", "", "2025-01-01T00:00:00.000Z"),
      book("A data", "", "2024-01-01T00:00:00.000Z"),
    ];
    rankStoreMatches(books, ["data"]);
    expect(books.map((each) => each.title)).toEqual(["B", "A data"]);
  });
});
