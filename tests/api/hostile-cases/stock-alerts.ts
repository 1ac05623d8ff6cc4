import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";

import {
  FIXTURE,
  IMG,
  MEGABYTE,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  jsonBodyCases,
  type HostileCase,
} from "./fixtures.ts";

/**
 * POST /api/stock-alerts: the fixture book is in stock, so even a valid request stores nothing;
 * every other id is made up. tests/api/stock-alerts.test.ts tries a sold-out book.
 */
export function stockAlertSubscribe(): HostileCase[] {
  const endpoint = "POST /api/stock-alerts";
  const path = "/api/stock-alerts";
  const send = jsonBodyCases({ endpoint, method: "POST", path, caller: "customer" });
  const refused = (
    caller: HostileCase["caller"],
    name: string,
    status: number,
    message: string,
  ): HostileCase => ({
    endpoint,
    name,
    method: "POST",
    path,
    caller,
    json: { bookId: FIXTURE.bookId },
    status,
    message,
  });
  return [
    refused("none", "no Authorization header", 401, MESSAGES.signInRequired),
    refused("bogus", "a bogus bearer token", 401, MESSAGES.signInRequired),
    refused("forged", "a forged unsigned token", 401, MESSAGES.signInRequired),
    refused("unverifiedCustomer", "an unverified address", 403, ACCESS_MESSAGES.verifyEmailFirst),
    refused("admin", "an admin session", 403, ACCESS_MESSAGES.customersOnly),
    refused("customer", "a book in stock", 409, STOCK_ALERT_MESSAGES.bookInStock),
    send(
      "an unknown book",
      { bookId: `no-such-book-${FIXTURE.bookId}` },
      MESSAGES.bookNotFound,
      404,
    ),
    send("no book id", {}, `bookId: ${STOCK_ALERT_MESSAGES.bookIdInvalid}`),
    send(
      "a book id that is a path",
      { bookId: "books/x" },
      `bookId: ${STOCK_ALERT_MESSAGES.bookIdInvalid}`,
    ),
    send(
      "a book id with <script> markup",
      { bookId: SCRIPT },
      `bookId: ${STOCK_ALERT_MESSAGES.bookIdInvalid}`,
    ),
    send(
      "a book id with an <img onerror>",
      { bookId: IMG },
      `bookId: ${STOCK_ALERT_MESSAGES.bookIdInvalid}`,
    ),
    send(
      "a book id that is an object ($ne)",
      { bookId: { $ne: null } },
      `bookId: ${STOCK_ALERT_MESSAGES.bookIdInvalid}`,
    ),
    send("a 1 MB book id (a body over 100 KB)", { bookId: MEGABYTE }, TOO_LARGE_MESSAGE, TOO_LARGE),
    send(
      "an extra field email",
      { bookId: FIXTURE.bookId, email: "eve@example.com" },
      'Unrecognized key: "email"',
    ),
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

/** POST /api/stock-alerts/stop: tokens the API did not make, or changed. */
export function stockAlertStop(): HostileCase[] {
  const endpoint = "POST /api/stock-alerts/stop";
  const send = jsonBodyCases({ endpoint, method: "POST", path: "/api/stock-alerts/stop" });
  return [
    send("no token", {}, `token: ${STOCK_ALERT_MESSAGES.stopTokenMissing}`),
    send(
      "a token that is a number",
      { token: 42 },
      `token: ${STOCK_ALERT_MESSAGES.stopTokenInvalid}`,
    ),
    send("a token with <script> markup", { token: SCRIPT }, STOCK_ALERT_MESSAGES.stopTokenInvalid),
    send(
      "a forged token",
      { token: `${Buffer.from("victim").toString("base64url")}.${"A".repeat(43)}` },
      STOCK_ALERT_MESSAGES.stopTokenInvalid,
    ),
    send(
      "a 600-character token",
      { token: "a".repeat(600) },
      `token: ${STOCK_ALERT_MESSAGES.stopTokenInvalid}`,
    ),
  ];
}
