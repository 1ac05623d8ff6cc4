import { describe, expect, it } from "vitest";

import {
  consumeWindow,
  minutesLeft,
  retryAfterSeconds,
  type WindowCounter,
} from "./fixed-window.ts";

const RULE = { limit: 3, windowMs: 60_000 };
const T0 = 1_750_000_000_000;

function hits(times: readonly number[]): ReturnType<typeof consumeWindow>[] {
  let counter: WindowCounter | undefined;
  return times.map((now) => {
    const decision = consumeWindow(counter, RULE, now);
    counter = decision.counter;
    return decision;
  });
}

describe("consumeWindow", () => {
  it("opens a window at the first hit and allows `limit` hits in it", () => {
    const decisions = hits([T0, T0 + 1000, T0 + 2000, T0 + 3000]);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[2]?.counter).toEqual({ count: 3, windowStartMs: T0 });
  });

  it("says how long the window still runs when it refuses", () => {
    const last = hits([T0, T0, T0, T0 + 45_000]).at(-1);
    expect(last).toEqual({
      allowed: false,
      counter: { count: 3, windowStartMs: T0 },
      retryAfterMs: 15_000,
    });
  });

  it("does not count refused hits, and starts over when the window has passed", () => {
    const decisions = hits([T0, T0, T0, T0 + 10, T0 + 59_999, T0 + 60_000]);
    expect(decisions.map((decision) => decision.allowed)).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(decisions.at(-1)?.counter).toEqual({ count: 1, windowStartMs: T0 + 60_000 });
  });

  it("starts over when the stored window lies in the future (a clock jump)", () => {
    const decision = consumeWindow({ count: 3, windowStartMs: T0 + 10_000 }, RULE, T0);
    expect(decision).toEqual({ allowed: true, counter: { count: 1, windowStartMs: T0 } });
  });
});

describe("time left", () => {
  it("rounds up to whole minutes and seconds, never below 1", () => {
    expect(minutesLeft(15 * 60_000)).toBe(15);
    expect(minutesLeft(14 * 60_000 + 1)).toBe(15);
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(0)).toBe(1);
    expect(retryAfterSeconds(1500)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});
