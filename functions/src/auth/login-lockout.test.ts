import { describe, expect, it } from "vitest";

import { ADMIN_LOGIN_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

import { admitAttempt, lockMs, type LoginFailures } from "./login-lockout.ts";

const MINUTE = 60_000;

describe("lockMs", () => {
  it("locks nothing before the 5th failure, then 1, 2, 4 … minutes up to an hour", () => {
    expect([1, 2, 3, 4].map((failures) => lockMs(failures))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 100].map((failures) => lockMs(failures) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });
});

describe("admitAttempt", () => {
  /** Fails `times` attempts in a row, each after the previous lock has passed. */
  function failRepeatedly(times: number): { state: LoginFailures; locks: number[] } {
    let state: LoginFailures | undefined;
    let now = 1_000_000;
    const locks: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const admission = admitAttempt(state, now);
      if (!admission.allowed) throw new Error("refused while unlocked");
      state = admission.next;
      locks.push(state.lockedUntilMs === 0 ? 0 : (state.lockedUntilMs - now) / MINUTE);
      now = Math.max(now + 1000, state.lockedUntilMs);
    }
    if (state === undefined) throw new Error("no attempt");
    return { state, locks };
  }

  it("admits the first attempts, counting each as a failure until a success forgets it", () => {
    const { state, locks } = failRepeatedly(ADMIN_LOGIN_LIMITS.maxFailures - 1);
    expect(state.failures).toBe(4);
    expect(locks).toEqual([0, 0, 0, 0]);
  });

  it("refuses a locked pair with the time left, without counting the refusal", () => {
    const { state } = failRepeatedly(ADMIN_LOGIN_LIMITS.maxFailures);
    const now = state.lockedUntilMs - 20_000;
    expect(admitAttempt(state, now)).toEqual({ allowed: false, retryAfterMs: 20_000 });
    const after = admitAttempt(state, state.lockedUntilMs);
    expect(after.allowed && after.next.failures).toBe(ADMIN_LOGIN_LIMITS.maxFailures + 1);
  });

  it("makes each further failure's lock twice as long, up to the maximum", () => {
    expect(failRepeatedly(13).locks).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("forgets a pair that has not failed for a day", () => {
    const { state } = failRepeatedly(8);
    const dayLater = state.lastFailureMs + ADMIN_LOGIN_LIMITS.forgetFailuresHours * 3_600_000;
    const admission = admitAttempt(state, dayLater);
    expect(admission.allowed && admission.next).toEqual({
      failures: 1,
      lockedUntilMs: 0,
      lastFailureMs: dayLater,
    });
  });
});
