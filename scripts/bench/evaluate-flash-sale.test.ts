import { describe, expect, it } from "vitest";

import { evaluateFlashSale } from "./evaluate-flash-sale.mjs";
import type { BurstFigures } from "./flash-sale.mjs";

const burst = (changes: Partial<BurstFigures>): BurstFigures => ({
  design: "API",
  attempts: 300,
  placed: 100,
  refused: 200,
  errors: 0,
  p50Ms: 80,
  p99Ms: 300,
  burstMs: 6000,
  ordersPerSecond: 16.7,
  bookWrites: 5,
  bookWritesPerSecond: 0.83,
  bookWritesPeakPerSecond: 1,
  finalStock: 0,
  finalSold: 100,
  shardStock: 0,
  ...changes,
});

describe("evaluateFlashSale", () => {
  it("passes a burst that sold every copy once, wrote the book at most once a second and beat the naive p99", () => {
    const rows = evaluateFlashSale(
      { api: burst({}), sharded: burst({ p99Ms: 200 }), naive: burst({ p99Ms: 600 }) },
      100,
    );
    expect(rows.map((row) => row.result)).toEqual(["PASS", "PASS", "PASS"]);
    expect(rows[2]?.value).toBe("200 vs 600 ms: 3.0x");
  });

  it("fails each budget at its own boundary", () => {
    const rows = evaluateFlashSale(
      {
        api: burst({ errors: 1, bookWritesPerSecond: 1.01 }),
        sharded: burst({ p99Ms: 201 }),
        naive: burst({ p99Ms: 600 }),
      },
      100,
    );
    expect(rows.map((row) => row.result)).toEqual(["FAIL", "FAIL", "FAIL"]);
  });

  it("fails an oversold burst: stock below zero or more placed than copies", () => {
    const oversold = evaluateFlashSale(
      { api: burst({ placed: 101, shardStock: -1 }), sharded: burst({}), naive: burst({}) },
      100,
    );
    expect(oversold[0]?.result).toBe("FAIL");
  });

  it("says NOT RUN when the flash sale was not run", () => {
    expect(evaluateFlashSale(null, 100).map((row) => row.result)).toEqual(["NOT RUN"]);
  });
});
