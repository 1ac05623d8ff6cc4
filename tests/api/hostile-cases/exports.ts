import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ORDER_EXPORT_MESSAGES } from "@bookstore/shared/orders/order-export-query.ts";

import { SCRIPT, adminOnly, type HostileCase } from "./fixtures.ts";

const PATH = "/api/admin/orders/export";

/** GET /api/admin/orders/export: only an admin session, and a query it can read, gets a file. */
export function ordersExport(): HostileCase[] {
  const endpoint = "GET /api/admin/orders/export";
  const get = (name: string, query: string, message: string | RegExp): HostileCase => ({
    endpoint,
    name,
    method: "GET",
    path: `${PATH}?${query}`,
    caller: "admin",
    status: 400,
    message,
  });
  return [
    ...adminOnly(endpoint, "GET", PATH),
    get("from=yesterday (not a date)", "from=yesterday", `from: ${ORDER_EXPORT_MESSAGES.day}`),
    get("to=2026-02-30 (no such day)", "to=2026-02-30", `to: ${ORDER_EXPORT_MESSAGES.day}`),
    get("from=2026-1-5 (not YYYY-MM-DD)", "from=2026-1-5", `from: ${ORDER_EXPORT_MESSAGES.day}`),
    get(
      "from after to",
      "from=2026-03-02&to=2026-03-01",
      `from: ${ORDER_EXPORT_MESSAGES.fromAfterTo}`,
    ),
    get(
      "from given twice",
      "from=2026-01-01&from=2026-02-01",
      `from: ${ORDER_EXPORT_MESSAGES.day}`,
    ),
    get(
      "status=refunded (not a status)",
      "status=refunded",
      `status: ${ORDER_EXPORT_MESSAGES.status}`,
    ),
    get("per=book (not a layout)", "per=book", `per: ${ORDER_EXPORT_MESSAGES.per}`),
    get(
      "a <script> as the date",
      `from=${encodeURIComponent(SCRIPT)}`,
      `from: ${ORDER_EXPORT_MESSAGES.day}`,
    ),
    get("an unknown parameter", "format=xlsx", /^Unrecognized key/),
    {
      endpoint,
      name: "POST (a method the route does not serve)",
      method: "POST",
      path: PATH,
      caller: "admin",
      json: {},
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}

/** GET /api/admin/books/export: only an admin session, with no query, gets the catalogue. */
export function catalogueExport(): HostileCase[] {
  const endpoint = "GET /api/admin/books/export";
  const path = "/api/admin/books/export";
  return [
    ...adminOnly(endpoint, "GET", path),
    {
      endpoint,
      name: "an unknown parameter",
      method: "GET",
      path: `${path}?format=xlsx`,
      caller: "admin",
      status: 400,
      message: /^Unrecognized key/,
    },
    {
      endpoint,
      name: "DELETE (a method the route does not serve)",
      method: "DELETE",
      path,
      caller: "admin",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
