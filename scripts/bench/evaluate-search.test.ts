import { describe, expect, it } from "vitest";

import { evaluateSearch } from "./evaluate-search.mjs";

const seed = { library: "MiniSearch", books: 84, queries: 45, "hit@1": 45, "hit@5": 45 };
const large = {
  library: "MiniSearch",
  books: 10_000,
  queries: 45,
  "hit@1": 31,
  "hit@5": 41,
  "p50 ms": 0.2,
  "p99 ms": 10,
};

describe("evaluateSearch", () => {
  it("passes the seeded catalogue's relevance and the query time at its limits", () => {
    const rows = evaluateSearch([
      { ...seed, "hit@1": 41 },
      { ...large, "p99 ms": 50 },
    ]);
    expect(rows.map((row) => row.result)).toEqual(["PASS", "PASS"]);
  });

  it("fails a seeded book missing from the first five, or a slow query", () => {
    expect(evaluateSearch([{ ...seed, "hit@5": 44 }, large])[0]?.result).toBe("FAIL");
    expect(evaluateSearch([{ ...seed, "hit@1": 40 }, large])[0]?.result).toBe("FAIL");
    expect(evaluateSearch([seed, { ...large, "p99 ms": 50.1 }])[1]?.result).toBe("FAIL");
  });

  it("leaves another library's rows out", () => {
    const rows = evaluateSearch([{ ...seed, library: "Orama", "hit@5": 1 }, seed, large]);
    expect(rows[0]?.result).toBe("PASS");
  });

  it("says NOT RUN when the part did not run", () => {
    expect(evaluateSearch(null).map((row) => row.result)).toEqual(["NOT RUN", "NOT RUN"]);
  });
});
