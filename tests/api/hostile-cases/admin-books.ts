import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { RUN, SCRIPT, adminOnly, type HostileCase } from "./fixtures.ts";

/** GET /api/admin/books: `stock` names the view; paging as the other admin lists. */
export function adminBooks(): HostileCase[] {
  const endpoint = "GET /api/admin/books";
  const get = (name: string, query: string, message: string | RegExp): HostileCase => ({
    endpoint,
    name,
    method: "GET",
    path: `/api/admin/books${query}`,
    caller: "admin",
    status: 400,
    message,
  });
  const stockMessage = "stock: must be one of low";
  return [
    ...adminOnly(endpoint, "GET", "/api/admin/books?stock=low"),
    get("no stock", "", stockMessage),
    get("stock=high", "?stock=high", stockMessage),
    get("stock given twice", "?stock=low&stock=low", stockMessage),
    get("stock=<script> payload", `?stock=${encodeURIComponent(SCRIPT)}`, stockMessage),
    get("limit=0", "?stock=low&limit=0", /^limit: /),
    get("limit=1e400 (Infinity)", "?stock=low&limit=1e400", /^limit: /),
    get("after naming nothing", `?stock=low&after=no-such-${RUN}`, "after: unknown id"),
    get(
      "after=__proto__ (a reserved document id)",
      "?stock=low&after=__proto__",
      "after: unknown id",
    ),
    get("an unknown parameter x=1", "?stock=low&x=1", /Unrecognized key/),
    {
      endpoint,
      name: "DELETE (a method the route does not serve)",
      method: "DELETE",
      path: "/api/admin/books",
      caller: "admin",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
