import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import {
  OVER_100_KB,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  adminOnly,
  validContact,
  type HostileCase,
} from "./fixtures.ts";

export function adminStats(): HostileCase[] {
  const endpoint = "GET /api/admin";
  return [
    ...adminOnly(endpoint, "GET", "/api/admin"),
    {
      endpoint,
      name: "an empty bearer token",
      method: "GET",
      path: "/api/admin",
      headers: { Authorization: "Bearer " },
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a 10,000-character bearer token",
      method: "GET",
      path: "/api/admin",
      headers: { Authorization: `Bearer ${"t".repeat(10_000)}` },
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "POST (a method the route does not serve)",
      method: "POST",
      path: "/api/admin",
      caller: "admin",
      json: { totalSales: 0 },
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
    {
      endpoint,
      name: "DELETE (a method the route does not serve)",
      method: "DELETE",
      path: "/api/admin",
      caller: "admin",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
export function verses(): HostileCase[] {
  const endpoint = "GET /api/slok/:chapter/:verse";
  const get = (
    name: string,
    path: string,
    status = 400,
    message: string | RegExp = /^(chapter|verse): /,
  ): HostileCase => ({
    endpoint,
    name,
    method: "GET",
    path: `/api/slok/${path}`,
    status,
    message,
  });
  return [
    get("chapter 0", "0/1"),
    get("chapter 19", "19/1"),
    get("chapter -1", "-1/1"),
    get("chapter 1.5", "1.5/1"),
    get("chapter abc", "abc/1"),
    get("a huge chapter", "99999999999999999999/1"),
    get("verse 0", "1/0"),
    get("verse 48 of a 47-verse chapter", "1/48"),
    get("verse 1e3", "1/1e3"),
    get("verse NaN", "1/NaN"),
    get("a chapter with <script> markup", `${encodeURIComponent(SCRIPT)}/1`),
    get("a third path segment", "1/1/1", 404, MESSAGES.notFound),
    {
      ...get("DELETE (a method the route does not serve)", "1/1", 405, MESSAGES.methodNotAllowed),
      method: "DELETE",
    },
    {
      endpoint: "GET /api/slok",
      name: "POST (a method the route does not serve)",
      method: "POST",
      path: "/api/slok",
      json: { chapter: 1 },
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
export function unknownPaths(): HostileCase[] {
  const endpoint = "unknown /api paths";
  const send = (
    name: string,
    method: string,
    path: string,
    status = 404,
    message: string = MESSAGES.notFound,
  ): HostileCase => ({
    endpoint,
    name,
    method,
    path,
    status,
    message,
  });
  return [
    send("GET /api/nope", "GET", "/api/nope"),
    { ...send("POST /api/nope with a JSON body", "POST", "/api/nope"), json: validContact },
    send("GET /api/__proto__", "GET", "/api/__proto__"),
    send("GET /api/constructor/prototype", "GET", "/api/constructor/prototype"),
    send("GET /api/<script> (encoded)", "GET", `/api/${encodeURIComponent(SCRIPT)}`),
    send("GET /api/admins/admin (a collection's name)", "GET", "/api/admins/admin"),
    send("GET /api/orders/x/status/extra", "GET", "/api/orders/x/status/extra"),
    send(
      "DELETE /api/books (the list's path)",
      "DELETE",
      "/api/books",
      405,
      MESSAGES.methodNotAllowed,
    ),
    send("PUT /api/newsletter/x", "PUT", "/api/newsletter/x"),
    {
      ...send(
        "POST /api/nope with a 200 KB body",
        "POST",
        "/api/nope",
        TOO_LARGE,
        TOO_LARGE_MESSAGE,
      ),
      raw: JSON.stringify({ pad: OVER_100_KB + OVER_100_KB }),
    },
    // Malformed percent-encoding is sent straight to the function, whose runtime answers 400
    // (HTML). Through the Hosting emulator such a path never reaches a function: its static
    // server (superstatic) fails to decode it and answers 500 "Unexpected error occurred.", a
    // local-only answer that is left out of this table.
    {
      ...send(
        "a path with malformed percent-encoding (%ZZ), to the function",
        "GET",
        "/api/books/%ZZ",
        400,
      ),
      message: undefined,
      direct: true,
      answeredBy: "runtime",
    },
    {
      ...send(
        "a path with an overlong UTF-8 encoding (%C0%AF), to the function",
        "GET",
        "/api/books/%C0%AF",
        400,
      ),
      message: undefined,
      direct: true,
      answeredBy: "runtime",
    },
  ];
}
