import { describe, expect, it } from "vitest";

import { evaluateBudgets } from "./evaluate.mjs";

const goodPage = { page: "/", score: 97, cls: 0.01, tbtMs: 40 };
const sizes = (homeAt10k: number, ratio: number | null) => [
  { books: 100, reads: { home: 38 }, bytesRatio: 1.2 },
  { books: 1_000, reads: { home: 38 }, bytesRatio: 6 },
  { books: 10_000, reads: { home: homeAt10k }, bytesRatio: ratio },
];

describe("evaluateBudgets", () => {
  it("passes every budget that holds", () => {
    const rows = evaluateBudgets({
      homeJsGzip: 140_000,
      lighthouse: [goodPage],
      sizes: sizes(38, 55),
    });
    expect(rows.map((row) => row.result)).toEqual(["PASS", "PASS", "PASS", "PASS"]);
    expect(rows[3]?.value).toBe("55.0x fewer");
  });

  it("fails each budget at its own boundary", () => {
    const rows = evaluateBudgets({
      homeJsGzip: 150_001,
      lighthouse: [
        { ...goodPage, score: 94 },
        { ...goodPage, page: "/cart", cls: 0.05 },
        { ...goodPage, page: "/search", tbtMs: 100 },
        { ...goodPage, page: "/categories", error: "PAGE_HUNG" },
      ],
      sizes: sizes(39, 49.9),
    });
    expect(rows.map((row) => row.result)).toEqual([
      "FAIL",
      "FAIL",
      "FAIL",
      "FAIL",
      "FAIL",
      "FAIL",
      "FAIL",
    ]);
  });

  it("says NOT RUN for the parts that were not measured", () => {
    const rows = evaluateBudgets({ homeJsGzip: 120_000, lighthouse: null, sizes: null });
    expect(rows.map((row) => row.result)).toEqual(["PASS", "NOT RUN", "NOT RUN", "NOT RUN"]);
  });
});
