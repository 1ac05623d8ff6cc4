import { describe, expect, it } from "vitest";

import { adminSessionEndsAt, ADMIN_SESSION_MS, msUntilAdminSessionEnds } from "./admin-session";

describe("admin session expiry", () => {
  const authTime = "Sat, 21 Nov 2026 10:00:00 GMT";
  const signedIn = Date.UTC(2026, 10, 21, 10, 0, 0);

  it("ends 3600 s after the sign-in time", () => {
    expect(ADMIN_SESSION_MS).toBe(3_600_000);
    expect(adminSessionEndsAt(authTime)).toBe(signedIn + 3_600_000);
  });

  it("counts down from now", () => {
    expect(msUntilAdminSessionEnds(authTime, signedIn)).toBe(3_600_000);
    expect(msUntilAdminSessionEnds(authTime, signedIn + 3_599_000)).toBe(1000);
  });

  it("is over at and after the hour, and at once for an unreadable time", () => {
    expect(msUntilAdminSessionEnds(authTime, signedIn + 3_600_000)).toBe(0);
    expect(msUntilAdminSessionEnds(authTime, signedIn + 7_200_000)).toBe(0);
    expect(msUntilAdminSessionEnds("not a date", signedIn)).toBe(0);
  });
});
