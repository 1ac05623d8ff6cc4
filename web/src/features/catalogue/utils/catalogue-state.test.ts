import { describe, expect, it } from "vitest";

import { isFiltered, NO_FILTERS } from "@/lib/filter-params";

import {
  catalogueSearch,
  DEFAULT_CATALOGUE_STATE,
  parseCatalogueSearch,
  withChoice,
  type CatalogueState,
} from "./catalogue-state";

const parse = (search: string) => parseCatalogueSearch(new URLSearchParams(search));

describe("the catalogue's address", () => {
  it("is empty for the default page, which an empty address opens", () => {
    expect(catalogueSearch(DEFAULT_CATALOGUE_STATE)).toBe("");
    expect(parse("")).toEqual(DEFAULT_CATALOGUE_STATE);
  });

  it("holds every choice in one order, and reads back the same state", () => {
    const state: CatalogueState = {
      sort: "price-desc",
      category: "finance",
      minPrice: 5,
      maxPrice: 19.99,
      onSale: true,
      after: "book-42",
    };
    const search = catalogueSearch(state);
    expect(search).toBe("?category=finance&min=5&max=19.99&sale=1&sort=price-desc&after=book-42");
    expect(parse(search)).toEqual(state);
    expect(parse(catalogueSearch({ ...DEFAULT_CATALOGUE_STATE, before: "b1" }))).toEqual({
      ...DEFAULT_CATALOGUE_STATE,
      before: "b1",
    });
  });

  it("holds the top-rated sort as sort=top-rated", () => {
    const topRated: CatalogueState = { ...DEFAULT_CATALOGUE_STATE, sort: "top-rated" };
    expect(catalogueSearch(topRated)).toBe("?sort=top-rated");
    expect(parse("sort=top-rated")).toEqual(topRated);
  });

  it("falls back to the default for what it cannot read", () => {
    expect(
      parse("category=poetry&sort=random&min=cheap&max=-3&sale=yes&after=a%2Fb&before=.."),
    ).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(parse("min=1e3&max=99999")).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(parse("min=1.234")).toEqual(DEFAULT_CATALOGUE_STATE);
  });

  it("drops a price range that is upside down, and keeps after over before", () => {
    expect(parse("min=20&max=10")).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(parse("min=10&max=10")).toEqual({
      ...DEFAULT_CATALOGUE_STATE,
      minPrice: 10,
      maxPrice: 10,
    });
    expect(parse("after=x1&before=x2")).toEqual({ ...DEFAULT_CATALOGUE_STATE, after: "x1" });
  });

  it("starts at the first page after a new choice", () => {
    const paged: CatalogueState = { ...DEFAULT_CATALOGUE_STATE, after: "x1" };
    expect(withChoice(paged, { sort: "title" })).toEqual({ sort: "title", onSale: false });
    expect(withChoice({ ...DEFAULT_CATALOGUE_STATE, before: "x2" }, {})).toEqual(
      DEFAULT_CATALOGUE_STATE,
    );
  });

  it("counts a category, a price bound or on sale as filtered, not a sort or a page", () => {
    const sortedAndPaged: CatalogueState = {
      ...DEFAULT_CATALOGUE_STATE,
      sort: "title",
      after: "x",
    };
    expect(isFiltered(sortedAndPaged)).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_STATE, category: "fiction" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_STATE, maxPrice: 0 })).toBe(true);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_STATE, onSale: true })).toBe(true);
  });
});

describe("clearing the catalogue's filters", () => {
  it("keeps the sort and drops every filter when NO_FILTERS is spread over a state", () => {
    const filtered: CatalogueState = {
      sort: "title",
      category: "fiction",
      minPrice: 5,
      onSale: true,
    };
    expect(catalogueSearch(withChoice(filtered, NO_FILTERS))).toBe("?sort=title");
  });
});
