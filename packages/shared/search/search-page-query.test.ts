import { describe, expect, it } from "vitest";

import { SEARCH_LIMITS } from "./search-api.ts";
import { DEFAULT_SEARCH_QUERY, searchQueryFrom } from "./search-page-query.ts";

describe("searchQueryFrom", () => {
  it("reads q, with '+' as a space", () => {
    expect(searchQueryFrom(new URLSearchParams("q=data+engineering"))).toBe("data engineering");
  });

  it("keeps the query as typed", () => {
    expect(searchQueryFrom(new URLSearchParams("q=Clean%20Code%3F"))).toBe("Clean Code?");
  });

  it("defaults to 'data Engineering' without a query", () => {
    expect(DEFAULT_SEARCH_QUERY).toBe("data Engineering");
    expect(searchQueryFrom(new URLSearchParams(""))).toBe(DEFAULT_SEARCH_QUERY);
    expect(searchQueryFrom(new URLSearchParams("q="))).toBe(DEFAULT_SEARCH_QUERY);
    expect(searchQueryFrom(new URLSearchParams("q=+++"))).toBe(DEFAULT_SEARCH_QUERY);
  });

  it("keeps no more than the API takes", () => {
    const long = "a".repeat(SEARCH_LIMITS.queryLength + 5);
    expect(searchQueryFrom(new URLSearchParams({ q: long }))).toHaveLength(
      SEARCH_LIMITS.queryLength,
    );
  });
});
