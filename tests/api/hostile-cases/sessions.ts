import { CONTACT_MESSAGES } from "@bookstore/shared/contact/contact.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ADMIN_LOGIN_LIMITS, ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import {
  LOGIN_USERNAMES,
  MEGABYTE,
  OVER_100_KB,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  adminOnly,
  type HostileCase,
} from "./fixtures.ts";

export function adminLogin(): HostileCase[] {
  const endpoint = "POST /api/auth/admin";
  const [a = "", b = "", c = "", d = "", e = ""] = LOGIN_USERNAMES;
  const send = (
    name: string,
    json: unknown,
    status: number,
    message: string | RegExp,
  ): HostileCase => ({
    endpoint,
    name,
    method: "POST",
    path: "/api/auth/admin",
    json,
    status,
    message,
  });
  return [
    send("no username", { password: "hunter22" }, 400, "username: is required"),
    send(
      "a username that is a number",
      { username: 1, password: "hunter22" },
      400,
      "username: must be text",
    ),
    send(
      "a password that is an object ($gt)",
      { username: a, password: { $gt: "" } },
      400,
      "password: must be text",
    ),
    send(
      "a 65-character username",
      { username: "u".repeat(65), password: "hunter22" },
      400,
      `username: must be at most ${ADMIN_LOGIN_LIMITS.maxUsernameLength} characters`,
    ),
    send(
      "a 1,025-character password",
      { username: a, password: "p".repeat(1025) },
      400,
      `password: must be at most ${ADMIN_LOGIN_LIMITS.maxPasswordLength} characters`,
    ),
    send(
      "a 1 MB password (a body over 100 KB)",
      { username: a, password: MEGABYTE },
      TOO_LARGE,
      TOO_LARGE_MESSAGE,
    ),
    send(
      "an extra field admin: true",
      { username: a, password: "hunter22", admin: true },
      400,
      'Unrecognized key: "admin"',
    ),
    {
      endpoint,
      name: "a __proto__ key",
      method: "POST",
      path: "/api/auth/admin",
      raw: `{"__proto__":{"admin":true},"username":"${a}","password":"hunter22"}`,
      status: 400,
      message: /Unrecognized key: "__proto__"/,
    },
    send(
      "a JSON array body",
      [{ username: a, password: "hunter22" }],
      400,
      CONTACT_MESSAGES.bodyNotObject,
    ),
    send(
      "a wrong password for an unknown username",
      { username: b, password: "hunter22" },
      401,
      ADMIN_MESSAGES.wrongCredentials,
    ),
    send(
      "a SQL-injection password",
      { username: c, password: "' OR '1'='1" },
      401,
      ADMIN_MESSAGES.wrongCredentials,
    ),
    send(
      "a username with <script> markup",
      { username: `${d}${SCRIPT}`.slice(0, 64), password: "hunter22" },
      401,
      ADMIN_MESSAGES.wrongCredentials,
    ),
    {
      ...send(
        "at the function's own URL with 300 garbage X-Forwarded-For entries",
        { username: e, password: "hunter22" },
        401,
        ADMIN_MESSAGES.wrongCredentials,
      ),
      direct: true,
      headers: {
        "X-Forwarded-For": Array.from({ length: 300 }, (_, index) => `x${String(index)};<b>`).join(
          ", ",
        ),
      },
    },
    {
      ...send(
        "an X-Forwarded-For of IPv6 and IPv4-mapped forms",
        { username: e, password: "hunter22" },
        401,
        ADMIN_MESSAGES.wrongCredentials,
      ),
      headers: { "X-Forwarded-For": "::ffff:10.0.0.1, [::1]:80, fe80::1%eth0, ::, 1.2.3.4.5" },
    },
    {
      endpoint,
      name: "the credentials as text/plain",
      method: "POST",
      path: "/api/auth/admin",
      raw: JSON.stringify({ username: e, password: "hunter22" }),
      contentType: "text/plain",
      status: 415,
      message: MESSAGES.jsonBodyRequired,
    },
    {
      endpoint,
      name: "syntactically invalid JSON ({username:)",
      method: "POST",
      path: "/api/auth/admin",
      raw: "{username:",
      status: 400,
      answeredBy: "runtime",
    },
    {
      ...send("GET (a method the route does not serve)", undefined, 405, MESSAGES.methodNotAllowed),
      method: "GET",
    },
  ];
}
export function adminLogout(): HostileCase[] {
  const endpoint = "POST /api/auth/admin/logout";
  return [
    ...adminOnly(endpoint, "POST", "/api/auth/admin/logout").filter(
      (entry) => entry.caller !== "expiredAdmin",
    ),
    {
      endpoint,
      name: "GET (a method the route does not serve)",
      method: "GET",
      path: "/api/auth/admin/logout",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
/** POST /api/auth/logout revokes the caller's tokens: only callers it must refuse are sent. */
export function customerLogout(): HostileCase[] {
  const endpoint = "POST /api/auth/logout";
  const path = "/api/auth/logout";
  return [
    {
      endpoint,
      name: "no Authorization header",
      method: "POST",
      path,
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a bogus bearer token",
      method: "POST",
      path,
      caller: "bogus",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a forged unsigned token for a user that does not exist",
      method: "POST",
      path,
      caller: "forged",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a Basic Authorization header",
      method: "POST",
      path,
      headers: { Authorization: "Basic YWRtaW46YWRtaW4=" },
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a 200 KB body and no token",
      method: "POST",
      path,
      raw: JSON.stringify({ pad: OVER_100_KB + OVER_100_KB }),
      status: TOO_LARGE,
      message: TOO_LARGE_MESSAGE,
    },
    {
      endpoint,
      name: "GET (a method the route does not serve)",
      method: "GET",
      path,
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
    {
      endpoint,
      name: "DELETE (a method the route does not serve)",
      method: "DELETE",
      path,
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
