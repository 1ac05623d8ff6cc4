import { describe, expect, it } from "vitest";

import { ADMIN_SESSION_SECONDS, isAdminSession } from "./admin-session.ts";

const NOW = 1_750_000_000;

describe("isAdminSession", () => {
  it("accepts an admin who signed in under an hour ago", () => {
    expect(isAdminSession({ admin: true, auth_time: NOW }, NOW)).toBe(true);
    expect(isAdminSession({ admin: true, auth_time: NOW - ADMIN_SESSION_SECONDS + 1 }, NOW)).toBe(
      true,
    );
  });

  it("refuses an admin token whose sign-in is 3600 s old or older", () => {
    expect(ADMIN_SESSION_SECONDS).toBe(3600);
    expect(isAdminSession({ admin: true, auth_time: NOW - 3600 }, NOW)).toBe(false);
    expect(isAdminSession({ admin: true, auth_time: NOW - 7200 }, NOW)).toBe(false);
  });

  it("refuses tokens without the admin claim set to true", () => {
    expect(isAdminSession({ auth_time: NOW }, NOW)).toBe(false);
    expect(isAdminSession({ admin: false, auth_time: NOW }, NOW)).toBe(false);
    expect(isAdminSession({ admin: "true", auth_time: NOW }, NOW)).toBe(false);
    expect(isAdminSession({ admin: 1, auth_time: NOW }, NOW)).toBe(false);
  });
});
