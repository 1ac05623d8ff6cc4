import { describe, expect, it } from "vitest";

import { browserShard } from "./browser-shards.mjs";

describe("browserShard", () => {
  const files = ["tests/e2e/c.spec.ts", "tests/e2e/a.spec.ts", "tests/e2e/b.spec.ts"];

  it("deals the files out in name order, one to each shard in turn", () => {
    expect(browserShard(0, 2, files)).toEqual(["tests/e2e/a.spec.ts", "tests/e2e/c.spec.ts"]);
    expect(browserShard(1, 2, files)).toEqual(["tests/e2e/b.spec.ts"]);
  });

  it("puts every spec file on disk in exactly one shard, and leaves the scale test out", () => {
    const [first, second] = [browserShard(0, 2), browserShard(1, 2)];
    const all = [...first, ...second];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(30);
    expect(all.every((file) => /^tests\/e2e\/[^/]+\.spec\.ts$/.test(file))).toBe(true);
    expect(Math.abs(first.length - second.length)).toBeLessThanOrEqual(1);
  });

  it("refuses a shard that does not exist", () => {
    expect(() => browserShard(2, 2, files)).toThrow("Shard 2 does not exist: there are 2.");
  });
});
