import { describe, expect, it } from "vitest";

import { buildBookIndex, closestTitles, searchBookIndex, type IndexedBook } from "./book-index.ts";
import { noWork } from "./capped-search.ts";
import { SEARCH_WORK_CAPS } from "./search-work-caps.ts";

function book(n: number, title: string, description = ""): IndexedBook {
  return {
    id: `book-${n}`,
    title,
    author: `Author ${n}`,
    description,
    isbn: "",
    publishedOn: "",
    category: "fiction",
    coverImage: `book-${n}.svg`,
    newPrice: 10,
    onSale: false,
    sold: n % 7,
  };
}

/** Three letters from a number: "aaa", "aab", … */
function code(n: number): string {
  return [2, 1, 0]
    .map((place) => String.fromCharCode(97 + (Math.floor(n / 26 ** place) % 26)))
    .join("");
}

// 30,000 books that all have "common" in the title and the description, each a word "co<code>"
// of its own (so "co" stands for 30,000 indexed words), and one with "zebra".
const BOOKS = Array.from({ length: 30_000 }, (_, n) =>
  book(n, `Common co${code(n)}`, `common story ${code(n)}`),
);
BOOKS.push(book(30_000, "Common Zebra", "common story"));
const index = buildBookIndex(BOOKS);

function searched(query: string) {
  const work = noWork();
  const found = searchBookIndex(index, query, {}, work);
  return { found, work };
}

describe("the work one query may do", () => {
  it("scores at most matchesScored matches for a word every book has", () => {
    const { found, work } = searched("common");
    expect(work.matchesScored).toBeLessThanOrEqual(SEARCH_WORK_CAPS.matchesScored);
    expect(work.matchesScored).toBeGreaterThan(0);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(SEARCH_WORK_CAPS.matchesScored);
  });

  it("spends the budget on titles first", () => {
    // Every match scored is a title's: the 30,001 titles use up the budget before descriptions.
    const { found } = searched("common");
    expect(found.every((hit) => hit.fields.title.startsWith("Common"))).toBe(true);
  });

  it("lets a two-letter prefix stand for at most termsPerWord indexed words", () => {
    const { found, work } = searched("co");
    expect(work.termsExpanded).toBeLessThanOrEqual(SEARCH_WORK_CAPS.termsPerWord);
    expect(work.matchesScored).toBeLessThanOrEqual(SEARCH_WORK_CAPS.matchesScored);
    expect(found.length).toBeGreaterThan(0);
  });

  it("matches a long query by its first `words` words", () => {
    const query = Array.from({ length: 60 }, (_, n) => code(n)).join(" ");
    const { work } = searched(query);
    // Three-letter words allow no typo and are not being typed: each stands for itself only.
    // No book has every word, so the words are looked up twice: for all of them, then for any.
    expect(work.termsExpanded).toBe(2 * SEARCH_WORK_CAPS.words);
  });

  it("cuts a word longer than wordLength and still answers", () => {
    const { found, work } = searched("x".repeat(200));
    expect(found).toEqual([]);
    expect(work.matchesScored).toBe(0);
    const closest = noWork();
    expect(closestTitles(index, "q".repeat(199), 5, closest)).toEqual([]);
    expect(closest.matchesScored).toBe(0);
  });

  it("scores the rarest word first, so a telling word finds its book among thousands", () => {
    const { found, work } = searched("common zebra");
    expect(found.map((hit) => hit.id)).toEqual(["book-30000"]);
    // "zebra" (one book) is scored first; "common" only on that book.
    expect(work.matchesScored).toBeLessThan(20);
  });

  it("bounds a query of many common words, prefixes and typos: every word, then any", () => {
    const query = "common commo comon co ".repeat(10).trim();
    const { work } = searched(query);
    expect(work.matchesScored).toBeLessThanOrEqual(SEARCH_WORK_CAPS.matchesScored * 2);
    expect(work.termsExpanded).toBeLessThanOrEqual(
      SEARCH_WORK_CAPS.words * SEARCH_WORK_CAPS.termsPerWord * 2,
    );
  });
});
