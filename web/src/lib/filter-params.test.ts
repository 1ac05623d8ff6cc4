import { describe, expect, it } from "vitest";

import { isFiltered, NO_FILTERS, parseFilterParams, writeFilterParams } from "./filter-params";

describe("the filters of an address", () => {
  it("read and write the same short parameters, whatever else the address holds", () => {
    const search = new URLSearchParams("q=clockmak&page=2");
    writeFilterParams(search, { category: "fiction", minPrice: 5, maxPrice: 20, onSale: true });
    expect(search.toString()).toBe("q=clockmak&page=2&category=fiction&min=5&max=20&sale=1");
    expect(parseFilterParams(search)).toEqual({
      category: "fiction",
      minPrice: 5,
      maxPrice: 20,
      onSale: true,
    });
  });

  it("leave out what they cannot read", () => {
    const parse = (text: string) => parseFilterParams(new URLSearchParams(text));
    expect(parse("category=poetry&min=cheap&max=-3&sale=yes")).toEqual({ onSale: false });
    expect(parse("min=1e3&max=99999&sale=true")).toEqual({ onSale: false });
    expect(parse("min=20&max=10")).toEqual({ onSale: false });
  });

  it("count a category, a price bound or on sale as filtered", () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ onSale: false, category: "fiction" })).toBe(true);
    expect(isFiltered({ onSale: false, maxPrice: 0 })).toBe(true);
    expect(isFiltered({ onSale: true })).toBe(true);
  });
});
