import { describe, expect, it } from "vitest";

import { expiringMemo } from "./expiring-memo.ts";

describe("expiringMemo", () => {
  it("works a value out once per key until it expires, sharing work in flight", async () => {
    let nowMs = 0;
    let produced = 0;
    const memo = expiringMemo<number>(1000, () => nowMs);
    const produce = async () => {
      produced += 1;
      await Promise.resolve();
      return produced;
    };
    expect(await Promise.all([memo("a", produce), memo("a", produce)])).toEqual([1, 1]);
    nowMs = 999;
    expect(await memo("a", produce)).toBe(1);
    expect(await memo("b", produce)).toBe(2);
    nowMs = 1000;
    expect(await memo("a", produce)).toBe(3);
  });

  it("does not keep a failure", async () => {
    const memo = expiringMemo<string>(1000, () => 0);
    await expect(memo("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo("a", () => Promise.resolve("up"))).toBe("up");
  });
});
