import { describe, expect, it } from "vitest";

import { ACCOUNT_LIMITS } from "@bookstore/shared/accounts/account.ts";

import { isRecentSignIn } from "./recent-sign-in.ts";

describe("isRecentSignIn", () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  const secondsAgo = (seconds: number) => now / 1000 - seconds;

  it("accepts a sign-in of up to 5 minutes ago", () => {
    expect(isRecentSignIn(secondsAgo(0), now)).toBe(true);
    expect(isRecentSignIn(secondsAgo(ACCOUNT_LIMITS.recentSignInSeconds), now)).toBe(true);
  });

  it("refuses an older sign-in, however fresh the token", () => {
    expect(isRecentSignIn(secondsAgo(ACCOUNT_LIMITS.recentSignInSeconds + 1), now)).toBe(false);
    expect(isRecentSignIn(secondsAgo(3600), now)).toBe(false);
  });
});
