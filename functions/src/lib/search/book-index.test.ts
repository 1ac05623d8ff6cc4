import { describe, expect, it } from "vitest";

import {
  buildBookIndex,
  closestTitles,
  compareRanked,
  FIELD_BOOSTS,
  loadBookIndex,
  searchBookIndex,
  serializeBookIndex,
  type IndexedBook,
  type RankedBook,
} from "./book-index.ts";
import { queryWords, typoAllowance } from "./search-text.ts";

function book(id: string, fields: Partial<IndexedBook>): IndexedBook {
  return {
    id,
    title: id,
    author: "",
    description: "",
    isbn: "",
    publishedOn: "",
    category: "fiction",
    coverImage: `${id}.svg`,
    newPrice: 10,
    onSale: false,
    sold: 0,
    ...fields,
  };
}

const BOOKS = [
  book("clock", {
    title: "The Last Clockmaker",
    author: "Saoirse Pendlebury",
    isbn: "9781916482302",
    sold: 3,
  }),
  book("clock-twin", { title: "The Last Clockmaker", author: "Saoirse Pendlebury", sold: 50 }),
  book("ecrivain", { title: "L'Écrivain du Nord", author: "Zoë Müller", category: "biography" }),
  book("garden", {
    title: "A Garden of Code",
    author: "Ida Clock",
    description: "Clockmaker notes.",
  }),
  book("dear", { title: "The Clock Shop", newPrice: 99, onSale: true, category: "business" }),
];

const index = buildBookIndex(BOOKS);
const ids = (query: string, filters = {}) =>
  searchBookIndex(index, query, filters).map((hit) => hit.id);

describe("searchBookIndex", () => {
  it("scores as MiniSearch's own search does while no cap is reached", () => {
    for (const query of ["clockmak", "the last clockmaker", "Pendlebuty", "clock garden", "ida"]) {
      const own = index.search(query, {
        boost: FIELD_BOOSTS,
        combineWith: "AND",
        prefix: (term, position, terms) => position === terms.length - 1 && term.length >= 2,
        fuzzy: (term) => typoAllowance(term),
        maxFuzzy: 2,
        tokenize: queryWords,
        processTerm: (term) => term,
      });
      const scores = (hits: readonly { id: unknown; score: number }[]) =>
        hits.map((hit) => `${String(hit.id)} ${hit.score.toFixed(9)}`).sort();
      expect(own.length, query).toBeGreaterThan(0);
      expect(scores(searchBookIndex(index, query)), query).toEqual(scores(own));
    }
  });

  it("finds a word by its first letters", () => {
    expect(ids("clockmak")).toContain("clock");
  });

  it("reads only the last word as one still being typed", () => {
    expect(ids("clo")).toEqual(expect.arrayContaining(["clock", "dear", "garden"]));
    // "clo" before another word is whole: no book has it.
    expect(ids("clo garden")).toEqual(["garden"]);
  });

  it("lists the books that match every word; those matching any only when none does", () => {
    expect(ids("last clockmaker")).toEqual(["clock-twin", "clock"]);
    expect(ids("clockmaker nowhere")).toEqual(expect.arrayContaining(["clock", "garden"]));
  });

  it("allows one typo from 4 letters and two from 8, none below 4", () => {
    expect(ids("gardn")).toEqual(["garden"]);
    expect(ids("clokmakr")).toContain("clock");
    expect(ids("gaden")).toEqual(["garden"]);
    expect(ids("cde")).toEqual([]);
  });

  it("folds case and accents both ways", () => {
    expect(ids("ECRIVAIN")).toEqual(["ecrivain"]);
    expect(ids("zoe muller")).toEqual(["ecrivain"]);
    expect(ids("pëndlebury")).toContain("clock");
  });

  it("finds an ISBN as ISBN-13 or ISBN-10, with or without hyphens, and nothing else", () => {
    for (const typed of ["9781916482302", "978-1-916482-30-2", "1916482309", "1-916482-30-9"]) {
      expect(ids(typed), typed).toEqual(["clock"]);
    }
    expect(ids("978-1-91648")).toEqual(["clock"]);
  });

  it("ranks a title word above an author's name above a description", () => {
    expect(ids("clock").slice(0, 2)).toEqual(["dear", "garden"]);
    expect(ids("clockmaker").at(-1)).toBe("garden");
    expect(ids("clockmaker")).toHaveLength(3);
  });

  it("puts the best seller first among equally relevant books", () => {
    expect(ids("last clockmaker").slice(0, 2)).toEqual(["clock-twin", "clock"]);
  });

  it("filters by category, price and sale", () => {
    expect(ids("clock", { category: "business" })).toEqual(["dear"]);
    expect(ids("clock", { maxPrice: 50 })).not.toContain("dear");
    expect(ids("clock", { minPrice: 50, onSale: true })).toEqual(["dear"]);
  });

  it("answers the same after a round trip through its snapshot JSON", () => {
    const loaded = loadBookIndex(serializeBookIndex(index));
    expect(searchBookIndex(loaded, "vellington clockmak").map((hit) => hit.id)).toEqual(
      searchBookIndex(index, "vellington clockmak").map((hit) => hit.id),
    );
    expect(searchBookIndex(loaded, "1916482309").map((hit) => hit.id)).toEqual(["clock"]);
  });
});

describe("closestTitles", () => {
  it("offers titles further off than a search matches", () => {
    expect(ids("clokmakkerr")).toEqual([]);
    expect(closestTitles(index, "clokmakkerr", 5).map((hit) => hit.id)).toContain("clock");
  });
});

describe("compareRanked", () => {
  const ranked = (id: string, score: number, sold: number): RankedBook => ({
    id,
    score,
    fields: {
      title: id,
      author: "",
      coverImage: "",
      newPrice: 1,
      category: "fiction",
      onSale: false,
      sold,
      publishedOn: "",
    },
  });

  it("orders by relevance, and by sales only within 5% of relevance", () => {
    const order = [
      ranked("weak-best-seller", 5, 1000),
      ranked("strong", 10, 0),
      ranked("nearly-as-strong-seller", 9.99, 10),
    ].sort(compareRanked);
    expect(order.map((book) => book.id)).toEqual([
      "nearly-as-strong-seller",
      "strong",
      "weak-best-seller",
    ]);
  });
});
