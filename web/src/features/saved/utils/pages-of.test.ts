import { describe, expect, it } from "vitest";

import { pagesOf } from "./pages-of";

describe("pagesOf", () => {
  it("cuts a list into full pages and a last, shorter one", () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("has no page for an empty list", () => {
    expect(pagesOf([], 12)).toEqual([]);
  });
});
