import { describe, expect, it } from "vitest";

import { limitConcurrency, mapWithConcurrency } from "./concurrency.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("mapWithConcurrency and limitConcurrency", () => {
  it("keeps the order and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const task = async (value: number) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return value * 2;
    };
    expect(await mapWithConcurrency([1, 2, 3, 4, 5], 2, task)).toEqual([2, 4, 6, 8, 10]);
    expect(most).toBe(2);
    most = 0;
    const limited = limitConcurrency(3, task);
    expect(await Promise.all([1, 2, 3, 4, 5, 6, 7].map((value) => limited(value)))).toEqual([
      2, 4, 6, 8, 10, 12, 14,
    ]);
    expect(most).toBe(3);
  });
});
