import { describe, expect, it } from "vitest";

import { evaluateBudgets } from "./evaluate.mjs";
import { passingRun as run } from "./passing-run.test-support.ts";

const goodPage = {
  page: "/",
  returning: { runs: [run, run, run, run, run], cls: 0.01, tbtMs: 40 },
};
const pageFunction = { p50Ms: 15, p99Ms: 60, requests: 240, unexpected: 0 };
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
      pageFunction,
      sizes: sizes(38, 55),
    });
    expect(rows.map((row) => row.result)).toEqual(["PASS", "PASS", "PASS", "PASS", "PASS"]);
    expect(rows[4]?.value).toBe("55.0x fewer");
  });

  it("fails the bundle, reads and bytes budgets at their boundaries", () => {
    const rows = evaluateBudgets({
      homeJsGzip: 150_001,
      lighthouse: [goodPage],
      pageFunction,
      sizes: sizes(39, 49.9),
    });
    expect(rows.map((row) => row.result)).toEqual(["FAIL", "PASS", "PASS", "FAIL", "FAIL"]);
  });

  it("says NOT RUN for the parts that were not measured", () => {
    const rows = evaluateBudgets({
      homeJsGzip: 120_000,
      lighthouse: null,
      pageFunction: null,
      sizes: null,
    });
    expect(rows.map((row) => row.result)).toEqual([
      "PASS",
      "NOT RUN",
      "NOT RUN",
      "NOT RUN",
      "NOT RUN",
    ]);
  });
});
