import { describe, expect, it } from "vitest";

import type { OpenLibraryDoc } from "../api/open-library-schema";

import { searchResultBooks, toSearchResultBook } from "./search-result-books";

function doc(title: string, fields: Partial<OpenLibraryDoc> = {}): OpenLibraryDoc {
  return { key: `/works/${title}`, title, cover_i: 1, ...fields };
}

describe("toSearchResultBook", () => {
  it("maps a doc to a search result book", () => {
    expect(
      toSearchResultBook({
        key: "/works/OL27920616W",
        title: "Fundamentals of Data Engineering",
        author_name: ["Joe Reis", "Matt Housley"],
        cover_i: 12_802_393,
        edition_count: 6,
        first_publish_year: 2022,
        public_scan_b: true,
        language: ["eng", "jpn"],
        number_of_pages_median: 446,
      }),
    ).toEqual({
      id: "/works/OL27920616W",
      title: "Fundamentals of Data Engineering",
      author: "Joe Reis",
      cover_id: 12_802_393,
      edition_count: 6,
      first_publish_year: 2022,
      available: true,
      language: "eng",
      pages: 446,
    });
  });

  it("fills in what the catalogue left out", () => {
    expect(toSearchResultBook({ key: "/works/OL1W", title: "T", cover_i: 7 })).toEqual({
      id: "/works/OL1W",
      title: "T",
      author: "",
      cover_id: 7,
      edition_count: 0,
      first_publish_year: null,
      available: false,
      language: "",
      pages: null,
    });
  });
});

describe("searchResultBooks", () => {
  it("drops docs without a cover id", () => {
    const books = searchResultBooks([doc("with"), doc("without", { cover_i: undefined })]);
    expect(books.map((book) => book.title)).toEqual(["with"]);
  });

  it("keeps a cover id of 0", () => {
    expect(searchResultBooks([doc("zero", { cover_i: 0 })])).toHaveLength(1);
  });

  it("sorts newest first, books without a year last", () => {
    const books = searchResultBooks([
      doc("2001", { first_publish_year: 2001 }),
      doc("no year A"),
      doc("2022", { first_publish_year: 2022 }),
      doc("no year B"),
      doc("2010", { first_publish_year: 2010 }),
    ]);
    expect(books.map((book) => book.title)).toEqual([
      "2022",
      "2010",
      "2001",
      "no year A",
      "no year B",
    ]);
  });

  it("returns nothing for no docs", () => {
    expect(searchResultBooks([])).toEqual([]);
  });
});
