import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { BODY_NOT_OBJECT_MESSAGE } from "@bookstore/shared/core/strict-body.ts";
import { ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";

import {
  FIXTURE,
  MEGABYTE,
  RUN,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  type Caller,
  type HostileCase,
} from "./fixtures.ts";

/**
 * GET /api/orders/:id and POST /api/orders/:id/cancel. FIXTURE's order belongs to another
 * customer, so the signed-in customer gets the same 404 as for an unknown id; a bad body is
 * refused before the order is looked at.
 */
export function orderById(): HostileCase[] {
  const endpoint = "GET /api/orders/:id";
  const get = (name: string, id: string, status: number, message: string, caller: Caller) => ({
    endpoint,
    name,
    method: "GET",
    path: `/api/orders/${id}`,
    caller,
    status,
    message,
  });
  return [
    get("no Authorization header", FIXTURE.orderId, 401, MESSAGES.signInRequired, "none"),
    get("a bogus bearer token", FIXTURE.orderId, 401, MESSAGES.signInRequired, "bogus"),
    get("a forged unsigned token", FIXTURE.orderId, 401, MESSAGES.signInRequired, "forged"),
    get("another customer's order", FIXTURE.orderId, 404, ORDER_MESSAGES.notFound, "customer"),
    get("an admin session", FIXTURE.orderId, 403, ACCESS_MESSAGES.customersOnly, "admin"),
    get("an unknown id", `no-such-order-${RUN}`, 404, ORDER_MESSAGES.notFound, "customer"),
    get("__proto__ (a reserved id)", "__proto__", 404, ORDER_MESSAGES.notFound, "customer"),
    get(
      "an id with <script>",
      encodeURIComponent(SCRIPT),
      404,
      ORDER_MESSAGES.notFound,
      "customer",
    ),
    get("a 2,000-character id", "o".repeat(2000), 404, ORDER_MESSAGES.notFound, "customer"),
  ];
}

export function orderCancel(): HostileCase[] {
  const endpoint = "POST /api/orders/:id/cancel";
  const path = `/api/orders/${FIXTURE.orderId}/cancel`;
  const post = (
    name: string,
    body: Pick<HostileCase, "json" | "raw" | "contentType">,
    status: number | number[],
    message?: string | RegExp,
    caller: Caller = "customer",
    at = path,
  ): HostileCase => ({
    endpoint,
    name,
    method: "POST",
    path: at,
    caller,
    ...body,
    status,
    message,
  });
  const notFound = ORDER_MESSAGES.notFound;
  return [
    post("no Authorization header", { json: {} }, 401, MESSAGES.signInRequired, "none"),
    post("a bogus bearer token", { json: {} }, 401, MESSAGES.signInRequired, "bogus"),
    post("a forged unsigned token", { json: {} }, 401, MESSAGES.signInRequired, "forged"),
    post("another customer's order", { json: {} }, 404, notFound),
    post("another customer's order, no body", {}, 404, notFound),
    post("an admin session", { json: {} }, 403, ACCESS_MESSAGES.customersOnly, "admin"),
    post(
      "an unknown id",
      { json: {} },
      404,
      notFound,
      "customer",
      `/api/orders/no-such-${RUN}/cancel`,
    ),
    post(
      "__proto__ (a reserved id)",
      { json: {} },
      404,
      notFound,
      "customer",
      "/api/orders/__proto__/cancel",
    ),
    post("a JSON array body", { json: [] }, 400, BODY_NOT_OBJECT_MESSAGE),
    { ...post("a JSON string body", { raw: '"cancel"' }, 400), answeredBy: "runtime" },
    { ...post("the JSON literal null", { raw: "null" }, 400), answeredBy: "runtime" },
    { ...post("a number body", { raw: "1" }, 400), answeredBy: "runtime" },
    post("a status field", { json: { status: "delivered" } }, 400, /Unrecognized key/),
    post("a reason field with <script>", { json: { reason: SCRIPT } }, 400, /Unrecognized key/),
    post("a __proto__ field", { raw: '{"__proto__":{"admin":true}}' }, 400),
    post("a 1 MB body", { json: { reason: MEGABYTE } }, TOO_LARGE, TOO_LARGE_MESSAGE),
    post(
      "{} as text/plain",
      { raw: "{}", contentType: "text/plain" },
      415,
      MESSAGES.jsonBodyRequired,
    ),
    post(
      "a urlencoded form",
      { raw: "status=cancelled", contentType: "application/x-www-form-urlencoded" },
      [400, 415],
    ),
    { ...post("syntactically invalid JSON", { raw: "{" }, 400), answeredBy: "runtime" },
    {
      ...post(
        "PUT (a method the route does not serve)",
        { json: {} },
        405,
        MESSAGES.methodNotAllowed,
      ),
      method: "PUT",
    },
  ];
}
