import { describe, expect, it } from "vitest";

import { allOf, median, peakInWindow, percentile, ratio, verdict } from "./stats.mjs";

describe("median", () => {
  it("takes the middle value of an odd count, in any order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.9, 0.5, 0.99])).toBe(0.9);
  });
  it("averages the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("is NaN for nothing, and does not reorder its input", () => {
    expect(median([])).toBeNaN();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index); // 100..1
  it("uses the nearest rank", () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });
  it("refuses a percentile out of range, and is NaN for nothing", () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("ratio", () => {
  it("divides", () => {
    expect(ratio(5_000_000, 100_000)).toBe(50);
  });
  it("is null when a side is missing, zero or not finite", () => {
    expect(ratio(null, 1)).toBeNull();
    expect(ratio(1, null)).toBeNull();
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(Number.NaN, 1)).toBeNull();
  });
});

describe("verdict", () => {
  it("compares at the boundary as the budget says", () => {
    expect(verdict(95, ">=", 95)).toBe("PASS");
    expect(verdict(94, ">=", 95)).toBe("FAIL");
    expect(verdict(0.05, "<", 0.05)).toBe("FAIL");
    expect(verdict(0.049, "<", 0.05)).toBe("PASS");
    expect(verdict(100, "<", 100)).toBe("FAIL");
    expect(verdict(170_000, "<=", 170_000)).toBe("PASS");
    expect(verdict(30, "==", 30)).toBe("PASS");
    expect(verdict(31, "==", 30)).toBe("FAIL");
    expect(verdict(51, ">", 50)).toBe("PASS");
  });
  it("is NOT RUN without a value", () => {
    expect(verdict(null, ">=", 1)).toBe("NOT RUN");
    expect(verdict(undefined, ">=", 1)).toBe("NOT RUN");
    expect(verdict(Number.NaN, ">=", 1)).toBe("NOT RUN");
  });
});

describe("allOf", () => {
  it("fails when any fails, else is not run when any was not run", () => {
    expect(allOf(["PASS", "PASS"])).toBe("PASS");
    expect(allOf(["PASS", "NOT RUN", "FAIL"])).toBe("FAIL");
    expect(allOf(["PASS", "NOT RUN"])).toBe("NOT RUN");
    expect(allOf([])).toBe("NOT RUN");
  });
});

describe("peakInWindow", () => {
  it("counts the busiest window that starts at an event", () => {
    expect(peakInWindow([0, 100, 200, 900, 1500, 1999, 2500], 1000)).toBe(4);
  });

  it("counts events exactly a window apart in separate windows", () => {
    expect(peakInWindow([0, 1000, 2000], 1000)).toBe(1);
  });

  it("is 0 without events", () => {
    expect(peakInWindow([], 1000)).toBe(0);
  });
});
