import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { BODY_NOT_OBJECT_MESSAGE } from "@bookstore/shared/core/strict-body.ts";

import {
  FIXTURE,
  OVER_100_KB,
  RUN,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  adminOnly,
  jsonBodyCases,
  withRawKey,
  type HostileCase,
} from "./fixtures.ts";

const ids = (count: number) => Array.from({ length: count }, (_, index) => `o${String(index)}`);

/**
 * GET /api/admin/packing-slips?ids= reads only. POST /api/orders/ship is sent only bodies that
 * fail validation, so no order moves whatever the check does.
 */
export function packingSlips(): HostileCase[] {
  const endpoint = "GET /api/admin/packing-slips";
  const path = `/api/admin/packing-slips?ids=${FIXTURE.orderId}`;
  const get = (name: string, query: string, status: number, message: string | RegExp) => ({
    endpoint,
    name,
    method: "GET",
    path: `/api/admin/packing-slips?${query}`,
    caller: "admin" as const,
    status,
    message,
  });
  return [
    ...adminOnly(endpoint, "GET", path),
    get("no ids", "", 400, "ids: must be a list of order ids"),
    get("ids given twice", `ids=${FIXTURE.orderId}&ids=${FIXTURE.orderId}`, 400, /^ids: /),
    get("an empty ids", "ids=", 400, "ids.0: must be an order id"),
    get("101 ids", `ids=${ids(101).join(",")}`, 400, "ids: can name at most 100 orders"),
    get(
      "an order named twice",
      `ids=${FIXTURE.orderId},${FIXTURE.orderId}`,
      400,
      "ids: must not repeat an order",
    ),
    get("a document path a/b", "ids=a%2Fb", 400, "ids.0: must be an order id"),
    get("__proto__ (a reserved id)", "ids=__proto__", 400, "ids.0: must be an order id"),
    get(
      "an id with <script> markup",
      `ids=${encodeURIComponent(SCRIPT)}`,
      400,
      "ids.0: must be an order id",
    ),
    get("an unknown id", `ids=no-such-order-${RUN}`, 404, `No such order: no-such-order-${RUN}`),
    get("an unknown parameter x=1", `ids=${FIXTURE.orderId}&x=1`, 400, /Unrecognized key/),
    {
      ...get(
        "POST (a method the route does not serve)",
        `ids=${FIXTURE.orderId}`,
        405,
        MESSAGES.methodNotAllowed,
      ),
      method: "POST",
      json: {},
    },
  ];
}

export function shipOrders(): HostileCase[] {
  const endpoint = "POST /api/orders/ship";
  const path = "/api/orders/ship";
  const send = jsonBodyCases({ endpoint, method: "POST", path, caller: "admin" });
  return [
    ...adminOnly(endpoint, "POST", path, { ids: [FIXTURE.orderId] }),
    send("a JSON array body", [FIXTURE.orderId], BODY_NOT_OBJECT_MESSAGE),
    send("no ids", {}, "ids: must be a list of order ids"),
    send("ids as a comma list", { ids: FIXTURE.orderId }, "ids: must be a list of order ids"),
    send("an empty list", { ids: [] }, "ids: must name at least one order"),
    send("101 ids", { ids: ids(101) }, "ids: can name at most 100 orders"),
    send(
      "an order named twice",
      { ids: [FIXTURE.orderId, FIXTURE.orderId] },
      "ids: must not repeat an order",
    ),
    send("an id that is a number", { ids: [7] }, "ids.0: must be an order id"),
    send("an id with <script> markup", { ids: [SCRIPT] }, "ids.0: must be an order id"),
    send("__proto__ (a reserved id)", { ids: ["__proto__"] }, "ids.0: must be an order id"),
    send(
      "an extra field status",
      { ids: [FIXTURE.orderId], status: "delivered" },
      'Unrecognized key: "status"',
    ),
    {
      ...send("a __proto__ key", null, /Unrecognized key: "__proto__"/),
      json: undefined,
      raw: withRawKey('"__proto__":{"ids":["x"]}', { ids: [FIXTURE.orderId] }),
    },
    {
      ...send("a body over 100 KB", { ids: [OVER_100_KB] }, TOO_LARGE_MESSAGE, TOO_LARGE),
    },
    {
      ...send("GET (a method the route does not serve)", undefined, MESSAGES.methodNotAllowed, 405),
      method: "GET",
    },
  ];
}
