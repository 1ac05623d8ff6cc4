import { ACCESS_LEVELS, ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import * as API from "@bookstore/shared/api/contract.ts";
import type { Endpoint } from "@bookstore/shared/api/endpoint-types.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { FIXTURE, RUN, type Caller, type HostileCase } from "./fixtures.ts";

/**
 * Rows made from the contract's declarations, so a new entry cannot skip them: for every entry,
 * a call from each kind of caller its `access` refuses gets that refusal's 401 or 403, before the
 * handler runs (so nothing changes). The expected answers are written out here, not read from
 * the middleware: a caller class that the middleware let through by mistake fails its row.
 */

interface Refusal {
  caller: Caller;
  who: string;
  status: number;
  message: string;
}

const SIGNED_OUT: readonly Refusal[] = [
  { caller: "none", who: "signed out", status: 401, message: MESSAGES.signInRequired },
  { caller: "bogus", who: "a bogus token", status: 401, message: MESSAGES.signInRequired },
  {
    caller: "forged",
    who: "a forged unsigned admin token",
    status: 401,
    message: MESSAGES.signInRequired,
  },
];

/** The refusals an entry's declared access owes each kind of caller it does not let through. */
function refusals(entry: Endpoint): Refusal[] {
  const allowed: readonly string[] = ACCESS_LEVELS[entry.access];
  const forCustomers = allowed.includes("customer");
  const forAdminSessions = allowed.includes("adminSession");
  const rows: Refusal[] = [];
  if (!allowed.includes("visitor")) rows.push(...SIGNED_OUT);
  if (!allowed.includes("unverifiedCustomer")) {
    rows.push({
      caller: "unverifiedCustomer",
      who: "an account whose address is not verified",
      status: 403,
      message: forCustomers ? ACCESS_MESSAGES.verifyEmailFirst : ACCESS_MESSAGES.adminOnly,
    });
  }
  if (!allowed.includes("customer")) {
    rows.push({
      caller: "customer",
      who: "a customer on an admin entry",
      status: 403,
      message: ACCESS_MESSAGES.adminOnly,
    });
  }
  if (!allowed.includes("staleAdmin")) {
    rows.push({
      caller: "expiredAdmin",
      who: "an admin signed in two hours ago",
      status: forAdminSessions ? 401 : 403,
      message: forAdminSessions ? ACCESS_MESSAGES.sessionExpired : ACCESS_MESSAGES.customersOnly,
    });
  }
  if (!allowed.includes("adminSession")) {
    rows.push({
      caller: "admin",
      who: "an admin session on a customer-only entry",
      status: 403,
      message: ACCESS_MESSAGES.customersOnly,
    });
  }
  return rows;
}

/** The entry's path with made-up values: a refused call must not get as far as looking them up. */
function madeUpPath(entry: Endpoint): string {
  return entry.path
    .replace(":id", FIXTURE.bookId)
    .replace(":reviewId", `made-up-review-${RUN}`)
    .replace(":email", encodeURIComponent(FIXTURE.customerEmail))
    .replace(":chapter", "2")
    .replace(":verse", "47");
}

export function declaredAccess(): HostileCase[] {
  return Object.values(API).flatMap((entry: Endpoint) =>
    refusals(entry).map((refusal): HostileCase => ({
      endpoint: `declared access: ${entry.method} ${entry.path}`,
      name: `${refusal.who} (${entry.access})`,
      method: entry.method,
      path: madeUpPath(entry),
      caller: refusal.caller,
      json: entry.method === "GET" || entry.path === API.uploadCover.path ? undefined : {},
      status: refusal.status,
      message: refusal.message,
    })),
  );
}

/** Every entry's access, for the table's own check that no entry was left without rows. */
export function entriesRefusingSomeone(): string[] {
  return Object.values(API)
    .filter((entry: Endpoint) => refusals(entry).length > 0)
    .map((entry) => `declared access: ${entry.method} ${entry.path}`);
}

/**
 * The routes outside the contract (rendered covers, sitemaps, pages) serve anyone and read no
 * token: every kind of caller gets the same answer, and a write method changes nothing.
 */
export function outsideContract(): HostileCase[] {
  const callers: readonly Caller[] = [
    "none",
    "bogus",
    "forged",
    "unverifiedCustomer",
    "customer",
    "admin",
  ];
  const missingPng = `/covers/png/missing-${RUN}.png`;
  return [
    ...callers.map((caller): HostileCase => ({
      endpoint: "GET /covers/png/:file",
      name: `a missing cover, as ${caller}: the token is not read`,
      method: "GET",
      path: missingPng,
      caller,
      status: 404,
      message: MESSAGES.notFound,
    })),
    ...["POST", "PUT", "DELETE"].map((method): HostileCase => ({
      endpoint: "GET /covers/png/:file",
      name: `${method} as an admin`,
      method,
      path: missingPng,
      caller: "admin",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    })),
    ...["/sitemap.xml", "/sitemaps/books-0.xml", "/sitemaps/pages.xml", "/books/x"].flatMap(
      (path) =>
        ["POST", "DELETE"].map((method): HostileCase => ({
          endpoint: "outside the contract: sitemaps and pages",
          name: `${method} ${path} as an admin`,
          method,
          path,
          caller: "admin",
          json: {},
          status: 404,
          message: MESSAGES.notFound,
        })),
    ),
  ];
}
