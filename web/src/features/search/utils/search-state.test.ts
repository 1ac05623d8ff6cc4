import { describe, expect, it } from "vitest";

import { SEARCH_LIMITS } from "@bookstore/shared/search/search-api.ts";

import { pageCount, parseSearchState, searchHref, withFilters } from "./search-state";

const parse = (search: string) => parseSearchState(new URLSearchParams(search));
const unfiltered = { onSale: false };

describe("the search page's address", () => {
  it("reads the query, the page and the catalogue's filters", () => {
    expect(parse("q=last+clockmaker&page=3&category=fiction&min=5&max=20.5&sale=1")).toEqual({
      query: "last clockmaker",
      page: 3,
      filters: { category: "fiction", minPrice: 5, maxPrice: 20.5, onSale: true },
    });
  });

  it("starts at the first page, unfiltered, with the default query", () => {
    expect(parse("")).toEqual({ query: "data Engineering", page: 1, filters: unfiltered });
  });

  it("falls back to the first page for a page it cannot read", () => {
    for (const page of ["0", "-2", "two", "1.5", "01", "9999999", ""]) {
      expect(parse(`q=x&page=${page}`).page, page).toBe(1);
    }
  });

  it("keeps the page within the pages the API serves", () => {
    expect(parse(`q=x&page=${SEARCH_LIMITS.maxPage + 1}`).page).toBe(SEARCH_LIMITS.maxPage);
  });

  it("drops filters it cannot read, as the catalogue does", () => {
    expect(parse("q=x&category=poetry&min=cheap&max=-1&sale=yes").filters).toEqual(unfiltered);
    expect(parse("q=x&min=20&max=10").filters).toEqual(unfiltered);
  });

  it("cuts a query to the length the API takes", () => {
    const long = "a".repeat(SEARCH_LIMITS.queryLength + 50);
    expect(parse(`q=${long}`).query).toHaveLength(SEARCH_LIMITS.queryLength);
  });

  it("writes the state back as an address that reads the same", () => {
    const state = {
      query: "vellingten & co",
      page: 2,
      filters: { category: "fiction" as const, maxPrice: 30, onSale: true },
    };
    const href = searchHref(state);
    expect(href).toBe("/search?q=vellingten+%26+co&page=2&category=fiction&max=30&sale=1");
    expect(parse(href.slice(href.indexOf("?") + 1))).toEqual(state);
    expect(searchHref({ query: "clockmak", page: 1, filters: unfiltered })).toBe(
      "/search?q=clockmak",
    );
  });

  it("starts new filters at the first page", () => {
    const state = { query: "x", page: 4, filters: unfiltered };
    expect(withFilters(state, { onSale: true })).toEqual({
      query: "x",
      page: 1,
      filters: { onSale: true },
    });
  });
});

describe("pageCount", () => {
  it("counts the pages the matches fill, at most the API's last", () => {
    expect(pageCount(0, 24)).toBe(0);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(100_000, 24)).toBe(SEARCH_LIMITS.maxPage);
  });
});
