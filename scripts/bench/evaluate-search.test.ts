import { describe, expect, it } from "vitest";

import { evaluateSearch } from "./evaluate-search.mjs";

const seed = {
  library: "MiniSearch",
  books: 84,
  vocabulary: "zipf",
  queries: 45,
  "hit@1": 45,
  "hit@5": 45,
};
const large = {
  library: "MiniSearch",
  books: 10_000,
  vocabulary: "zipf",
  queries: 45,
  "hit@1": 41,
  "hit@5": 45,
  "p50 ms": 0.2,
  "p99 ms": 10,
};
const largest = { ...large, books: 100_000, "hit@1": 35, "hit@5": 42, "p99 ms": 20 };

describe("evaluateSearch", () => {
  it("passes relevance and the query time at their limits", () => {
    const rows = evaluateSearch([
      { ...seed, "hit@1": 41 },
      { ...large, "p99 ms": 50 },
      { ...largest, "p99 ms": 50 },
    ]);
    expect(rows.map((row) => row.result)).toEqual(["PASS", "PASS", "PASS", "PASS"]);
  });

  it("fails a book missing from the first five, too few first, or a slow query", () => {
    expect(evaluateSearch([{ ...seed, "hit@5": 44 }, large])[0]?.result).toBe("FAIL");
    expect(evaluateSearch([{ ...seed, "hit@1": 40 }, large])[0]?.result).toBe("FAIL");
    expect(evaluateSearch([seed, { ...large, "hit@5": 44 }])[1]?.result).toBe("FAIL");
    expect(evaluateSearch([seed, { ...large, "hit@1": 40 }])[1]?.result).toBe("FAIL");
    expect(evaluateSearch([seed, { ...large, "p99 ms": 50.1 }])[2]?.result).toBe("FAIL");
    expect(evaluateSearch([seed, large, { ...largest, "p99 ms": 50.1 }])[3]?.result).toBe("FAIL");
  });

  it("judges 100,000 books by query time only, and says NOT RUN without that row", () => {
    expect(evaluateSearch([seed, large, largest])[3]).toMatchObject({
      result: "PASS",
      value: "p50 0.2 ms, p99 20 ms",
    });
    expect(evaluateSearch([seed, large])[3]?.result).toBe("NOT RUN");
  });

  it("judges 10,000 books by the Zipf vocabulary's row, not the dense one's", () => {
    const dense = { ...large, vocabulary: "dense", "hit@1": 31, "p99 ms": 90 };
    const rows = evaluateSearch([seed, dense, large, largest]);
    expect(rows.map((row) => row.result)).toEqual(["PASS", "PASS", "PASS", "PASS"]);
  });

  it("leaves another library's rows out", () => {
    const rows = evaluateSearch([{ ...seed, library: "Orama", "hit@5": 1 }, seed, large]);
    expect(rows[0]?.result).toBe("PASS");
  });

  it("says NOT RUN when the part did not run", () => {
    expect(evaluateSearch(null).map((row) => row.result)).toEqual([
      "NOT RUN",
      "NOT RUN",
      "NOT RUN",
      "NOT RUN",
    ]);
  });
});
