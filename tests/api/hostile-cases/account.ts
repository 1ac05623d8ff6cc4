import { MESSAGES } from "../../../functions/src/shared/messages.ts";

import type { HostileCase } from "./fixtures.ts";

/**
 * POST /api/account/password before any password is read: callers without a valid token. The
 * bodies a signed-in customer may send are tried in tests/api/account-password.test.ts, which
 * signs in just before (the endpoint needs a sign-in of the last 5 minutes).
 */
export function accountPassword(): HostileCase[] {
  const endpoint = "POST /api/account/password";
  const path = "/api/account/password";
  const json = { password: "a-new-password" };
  return [
    {
      endpoint,
      name: "no Authorization header",
      method: "POST",
      path,
      json,
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a bogus bearer token",
      method: "POST",
      path,
      json,
      caller: "bogus",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a forged unsigned token for a user that does not exist",
      method: "POST",
      path,
      json,
      caller: "forged",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "GET (a method the route does not serve)",
      method: "GET",
      path,
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
