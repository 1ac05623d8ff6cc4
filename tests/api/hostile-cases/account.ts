import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

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

/** The callers every signed-in account endpoint refuses before it reads anything. */
function withoutValidToken(
  request: Pick<HostileCase, "endpoint" | "method" | "path" | "json">,
): HostileCase[] {
  return [
    { ...request, name: "no Authorization header", status: 401, message: MESSAGES.signInRequired },
    {
      ...request,
      name: "a bogus bearer token",
      caller: "bogus",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      ...request,
      name: "a forged unsigned token for a user that does not exist",
      caller: "forged",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      ...request,
      name: "an admin session (no customer account)",
      caller: "admin",
      status: 403,
      message: ACCESS_MESSAGES.customersOnly,
    },
  ];
}

/** GET /api/account/data: the export reads only the caller's own documents. */
export function accountData(): HostileCase[] {
  const endpoint = "GET /api/account/data";
  const path = "/api/account/data";
  return [
    ...withoutValidToken({ endpoint, method: "GET", path }),
    {
      endpoint,
      name: "DELETE (a method the route does not serve)",
      method: "DELETE",
      path,
      caller: "customer",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}

/**
 * POST /api/account/delete by callers that may not delete anything. The table's customer must
 * survive it, so bodies a signed-in customer may send are tried in
 * tests/api/account-delete-refused.test.ts; here the customer's token is only sent aged, or with
 * another method.
 */
export function accountDelete(): HostileCase[] {
  const endpoint = "POST /api/account/delete";
  const path = "/api/account/delete";
  return [
    ...withoutValidToken({ endpoint, method: "POST", path, json: {} }),
    {
      endpoint,
      name: "the customer's token, signed in over 5 minutes ago",
      method: "POST",
      path,
      json: {},
      caller: "staleCustomer",
      status: 401,
    },
    {
      endpoint,
      name: "DELETE (a method the route does not serve)",
      method: "DELETE",
      path,
      caller: "customer",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
    {
      endpoint,
      name: "GET (a method the route does not serve)",
      method: "GET",
      path,
      caller: "customer",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
