import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { debouncer } from "./debouncer";

describe("debouncer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands on only the last value of a burst, once the wait has passed", () => {
    const applied: string[] = [];
    const debounce = debouncer(200, (value: string) => applied.push(value));
    for (const value of ["c", "cl", "clo", "cloc"]) {
      debounce.push(value);
      vi.advanceTimersByTime(150);
    }
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual(["cloc"]);
  });

  it("hands on each value pushed after a quiet wait", () => {
    const applied: number[] = [];
    const debounce = debouncer(100, (value: number) => applied.push(value));
    debounce.push(1);
    vi.advanceTimersByTime(100);
    debounce.push(2);
    vi.advanceTimersByTime(100);
    expect(applied).toEqual([1, 2]);
  });

  it("drops the waiting value when cancelled", () => {
    const applied: string[] = [];
    const debounce = debouncer(100, (value: string) => applied.push(value));
    debounce.push("gone");
    debounce.cancel();
    vi.advanceTimersByTime(1000);
    expect(applied).toEqual([]);
  });
});
