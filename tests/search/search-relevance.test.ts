import { describe, expect, it } from "vitest";

import { SEARCH_LIMITS } from "@bookstore/shared/search/search-api.ts";

import { buildBookIndex, searchBookIndex } from "../../functions/src/lib/search/book-index.ts";
import { generatedCatalogue } from "../support/generated-search-books.ts";
import {
  DONE_WHEN_QUERIES,
  RELEVANCE_SET,
  scoreRelevance,
  type RelevanceKind,
} from "../support/search-relevance.ts";
import { seedIndexedBooks } from "../support/seed-search-books.ts";

const index = buildBookIndex(seedIndexedBooks());
const search = (query: string) => searchBookIndex(index, query).map((hit) => hit.id);

describe("the search over the 84 seeded books", () => {
  it.each(DONE_WHEN_QUERIES)(
    "puts the expected book first for $query ($kind)",
    ({ query, expected }) => {
      expect(search(query)[0]).toBe(expected);
    },
  );

  it("scores hit@1 of at least 95% and hit@5 of 100% on the relevance set", async () => {
    const score = await scoreRelevance(RELEVANCE_SET, search);
    console.log(
      `Relevance (84 books): hit@1 ${score.hitAt1}/${score.cases}, hit@5 ${score.hitAt5}/${score.cases}`,
    );
    expect(score.cases).toBeGreaterThanOrEqual(30);
    expect(score.misses).toEqual([]);
    expect(score.hitAt1 / score.cases).toBeGreaterThanOrEqual(0.95);
    expect(score.hitAt5).toBe(score.cases);
  });

  it("covers every kind of query the issue names", () => {
    const kinds = new Set<RelevanceKind>(RELEVANCE_SET.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(
      ["accents", "author", "common-words", "isbn", "multi-word", "prefix", "typo"].sort(),
    );
  });

  it("finds nothing for words no book has", () => {
    expect(search("zzzqqq")).toEqual([]);
  });
});

describe("the search over 10,000 books", () => {
  // The seed and generated books whose words and names are drawn by Zipf's law: distinctive
  // seeded words recur seldom, common ones often; among books a query scores alike, sales decide.
  const large = buildBookIndex(generatedCatalogue(10_000));
  const largeSearch = (query: string) => searchBookIndex(large, query).map((hit) => hit.id);

  it.each(DONE_WHEN_QUERIES)(
    "puts the expected book among the header's suggestions for $query ($kind)",
    ({ query, expected }) => {
      const rank = largeSearch(query).indexOf(expected);
      expect(rank).toBeGreaterThanOrEqual(0);
      expect(rank).toBeLessThan(SEARCH_LIMITS.suggestions.default);
    },
  );

  it("scores hit@1 of at least 90% and hit@5 of 100% on the relevance set", async () => {
    const score = await scoreRelevance(RELEVANCE_SET, largeSearch);
    console.log(
      `Relevance (10,000 books): hit@1 ${score.hitAt1}/${score.cases}, hit@5 ${score.hitAt5}/${score.cases}`,
    );
    expect(score.hitAt1 / score.cases).toBeGreaterThanOrEqual(0.9);
    expect(score.hitAt5).toBe(score.cases);
  });

  it("puts a whole title or an ISBN's book first", () => {
    for (const query of ["the last clockmaker of vellington", "978-1-916482-30-2", "1916482309"]) {
      expect(largeSearch(query)[0], query).toBe("the-last-clockmaker-of-vellington");
    }
  });
});

describe("the generated catalogue", () => {
  it("shares seeded words by how common they are: 'the' often, 'clockmaker' seldom", () => {
    const titles = generatedCatalogue(10_000).map((book) => book.title.toLowerCase());
    const withWord = (word: string) =>
      titles.filter((title) => title.split(" ").includes(word)).length;
    expect(withWord("the")).toBeGreaterThan(1000);
    expect(withWord("clockmaker")).toBeLessThan(5);
  });

  it("gives every seeded surname a dozen namesakes in the dense vocabulary", () => {
    const authors = generatedCatalogue(10_000, { vocabulary: "dense" }).map((book) => book.author);
    expect(authors.filter((author) => author.endsWith(" Pendlebury")).length).toBeGreaterThan(5);
  });
});
