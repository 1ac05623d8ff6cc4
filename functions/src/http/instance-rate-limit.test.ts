import { describe, expect, it } from "vitest";

import { instanceRateLimiter } from "./instance-rate-limit.ts";

describe("instanceRateLimiter", () => {
  it("allows `limit` hits per key in a window, then refuses with the time left", () => {
    let now = 1_000;
    const limiter = instanceRateLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect(limiter.consume("a").allowed).toBe(true);
    expect(limiter.consume("a").allowed).toBe(true);
    expect(limiter.consume("b").allowed).toBe(true);
    now += 15_000;
    const refused = limiter.consume("a");
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 45_000 });
    now += 45_000;
    expect(limiter.consume("a").allowed).toBe(true);
  });

  it("forgets ended windows once many keys are held", () => {
    let now = 0;
    const limiter = instanceRateLimiter({ limit: 1, windowMs: 1_000 }, () => now);
    for (let key = 0; key < 10_000; key += 1) limiter.consume(`old-${key}`);
    now = 5_000;
    expect(limiter.consume("new").allowed).toBe(true);
    expect(limiter.consume("old-1").allowed).toBe(true);
    expect(limiter.consume("old-1").allowed).toBe(false);
  });

  it("takes back a hit of the same window only", () => {
    let now = 0;
    const limiter = instanceRateLimiter({ limit: 1, windowMs: 1_000 }, () => now);
    const first = limiter.consume("a");
    limiter.refund("a", first.counter.windowStartMs);
    expect(limiter.consume("a").allowed).toBe(true);
    now = 2_000;
    limiter.refund("a", first.counter.windowStartMs);
    expect(limiter.consume("a").allowed).toBe(true);
    expect(limiter.consume("a").allowed).toBe(false);
  });
});
