import { describe, expect, it } from "vitest";

import { bookSearchTerms, queryTerms, searchWords } from "./book-search.ts";

describe("book search terms", () => {
  it("lower-cases the words of the title and the author, without punctuation", () => {
    expect(bookSearchTerms("Data Engineering: A Field Guide", "Ana Pérez")).toEqual([
      "data",
      "engineering",
      "field",
      "guide",
      "ana",
      "perez",
    ]);
  });

  it("drops one-letter words and repeats", () => {
    expect(searchWords("A B to be")).toEqual(["to", "be"]);
    expect(bookSearchTerms("Money money", "")).toEqual(["money"]);
  });

  it("bounds a shopper's query", () => {
    expect(queryTerms("data+engineering")).toEqual(["data", "engineering"]);
    expect(queryTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "))).toHaveLength(10);
  });
});
