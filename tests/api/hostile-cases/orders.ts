import { CONTACT_MESSAGES } from "@bookstore/shared/contact/contact.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";
import { ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";

import { FIXTURE, RUN, SCRIPT, adminOnly, type Caller, type HostileCase } from "./fixtures.ts";

export function ordersByEmail(): HostileCase[] {
  const endpoint = "GET /api/orders/email/:email";
  const own = encodeURIComponent(FIXTURE.customerEmail);
  const get = (
    name: string,
    path: string,
    status: number | number[],
    message?: string | RegExp,
    caller: Caller = "customer",
  ): HostileCase => ({
    endpoint,
    name,
    method: "GET",
    path: `/api/orders/email/${path}`,
    caller,
    status,
    message,
  });
  return [
    get("no Authorization header", own, 401, MESSAGES.signInRequired, "none"),
    get("a bogus bearer token", own, 401, MESSAGES.signInRequired, "bogus"),
    get(
      "another customer's address",
      encodeURIComponent("someone-else@example.com"),
      403,
      ORDER_MESSAGES.ownOrdersOnly,
    ),
    get(
      "an unverified account naming the customer's address",
      own,
      403,
      ORDER_MESSAGES.ownOrdersOnly,
      "unverifiedCustomer",
    ),
    get(
      "an address that is not one",
      "not-an-email",
      400,
      `email: ${CONTACT_MESSAGES.emailInvalid}`,
    ),
    get(
      "an address with <script> markup",
      encodeURIComponent(`${SCRIPT}@example.com`),
      400,
      `email: ${CONTACT_MESSAGES.emailInvalid}`,
    ),
    get(
      "a 300-character address",
      encodeURIComponent(`${"a".repeat(288)}@example.com`),
      400,
      `email: ${CONTACT_MESSAGES.emailTooLong}`,
    ),
    get("an address with a NUL byte", `${own}%00`, 400, `email: ${CONTACT_MESSAGES.emailInvalid}`),
    get("limit=0", `${own}?limit=0`, 400, /^limit: /),
    get("limit=-5", `${own}?limit=-5`, 400, /^limit: /),
    get("limit=abc", `${own}?limit=abc`, 400, /^limit: /),
    get("limit=101", `${own}?limit=101`, 400, /^limit: /),
    get("an unknown parameter x=1", `${own}?x=1`, 400, /Unrecognized key/),
    get(
      "after=a/b (a document path)",
      `${own}?after=a%2Fb`,
      400,
      `after: ${ORDER_MESSAGES.unknownCursor}`,
    ),
    get(
      "after naming no order",
      `${own}?after=no-such-order-${RUN}`,
      400,
      `after: ${ORDER_MESSAGES.unknownCursor}`,
    ),
    get(
      "after naming another customer's order",
      `${own}?after=${FIXTURE.orderId}`,
      400,
      `after: ${ORDER_MESSAGES.unknownCursor}`,
    ),
    get(
      "after=__proto__ (a reserved document id)",
      `${own}?after=__proto__`,
      400,
      `after: ${ORDER_MESSAGES.unknownCursor}`,
    ),
    {
      ...get("DELETE (a method the route does not serve)", own, 405, MESSAGES.methodNotAllowed),
      method: "DELETE",
    },
  ];
}
/** ?limit=&after= cases of the admin lists (GET /api/orders, /api/contact, /api/newsletter). */
export function adminList(endpoint: string, path: string): HostileCase[] {
  const get = (name: string, query: string, message: string | RegExp): HostileCase => ({
    endpoint,
    name,
    method: "GET",
    path: `${path}?${query}`,
    caller: "admin",
    status: 400,
    message,
  });
  return [
    ...adminOnly(endpoint, "GET", path),
    get("limit=0", "limit=0", /^limit: /),
    get("limit=-1", "limit=-1", /^limit: /),
    get("limit=NaN", "limit=NaN", /^limit: /),
    get("limit=1e400 (Infinity)", "limit=1e400", /^limit: /),
    get("limit=2.5", "limit=2.5", /^limit: /),
    get("limit=101", "limit=101", /^limit: /),
    get("an unknown parameter x=1", "x=1", /Unrecognized key/),
    get("after naming nothing", `after=no-such-${RUN}`, "after: unknown id"),
    get("after=a/b (a document path)", "after=a%2Fb", "after: unknown id"),
    get("after=__proto__ (a reserved document id)", "after=__proto__", "after: unknown id"),
    get("after=<script> payload", `after=${encodeURIComponent(SCRIPT)}`, "after: unknown id"),
  ];
}
export function orderStatus(): HostileCase[] {
  const endpoint = "PATCH /api/orders/:id/status";
  const path = `/api/orders/${FIXTURE.orderId}/status`;
  const patch = (
    name: string,
    json: unknown,
    status: number | number[],
    message?: string | RegExp,
    at = path,
  ): HostileCase => ({
    endpoint,
    name,
    method: "PATCH",
    path: at,
    caller: "admin",
    json,
    status,
    message,
  });
  return [
    ...adminOnly(endpoint, "PATCH", path, { status: "processing" }),
    patch("an unknown status", { status: "refunded" }, 400, /^status: must be one of /),
    patch("a status with <script> markup", { status: SCRIPT }, 400, /^status: must be one of /),
    patch("a status that is a number", { status: 1 }, 400, /^status: must be one of /),
    patch("an empty body", {}, 400, /^status: /),
    patch(
      "an extra field totalPrice",
      { status: "processing", totalPrice: "0.00" },
      400,
      'Unrecognized key: "totalPrice"',
    ),
    {
      ...patch("a __proto__ key", null, 400, /Unrecognized key: "__proto__"/),
      json: undefined,
      raw: '{"__proto__":{"status":"pending"},"status":"processing"}',
    },
    patch("a JSON array body", [{ status: "processing" }], 400, CONTACT_MESSAGES.bodyNotObject),
    patch(
      "delivered -> pending (a transition not allowed)",
      { status: "pending" },
      409,
      ADMIN_MESSAGES.invalidTransition("delivered", "pending"),
    ),
    patch(
      "an id with <script> markup",
      { status: "processing" },
      404,
      ADMIN_MESSAGES.orderNotFound,
      `/api/orders/${encodeURIComponent(SCRIPT)}/status`,
    ),
    patch(
      "an unknown id",
      { status: "processing" },
      404,
      ADMIN_MESSAGES.orderNotFound,
      `/api/orders/no-such-order-${RUN}/status`,
    ),
    patch(
      "the reserved document id __proto__",
      { status: "processing" },
      [400, 404],
      undefined,
      "/api/orders/__proto__/status",
    ),
    {
      endpoint,
      name: "syntactically invalid JSON ({status:)",
      method: "PATCH",
      path,
      caller: "admin",
      raw: "{status:",
      status: 400,
      answeredBy: "runtime",
    },
    {
      ...patch(
        "PUT (a method the route does not serve)",
        { status: "processing" },
        405,
        MESSAGES.methodNotAllowed,
      ),
      method: "PUT",
    },
  ];
}
