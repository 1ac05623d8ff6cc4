import { PRE_ORDER_CANCEL_MESSAGES as TEXT } from "@bookstore/shared/orders/pre-order-cancel.ts";

import { FIXTURE, SCRIPT, jsonBodyCases, type HostileCase } from "./fixtures.ts";

/**
 * POST /api/orders/cancel-link: tokens the API did not make, or changed. A forged token naming
 * FIXTURE's order (another customer's, pending) must not cancel it: tests/api/pre-orders.test.ts
 * cancels with a token the mail carried.
 */
export function preOrderCancelLink(): HostileCase[] {
  const endpoint = "POST /api/orders/cancel-link";
  const send = jsonBodyCases({ endpoint, method: "POST", path: "/api/orders/cancel-link" });
  const forged = Buffer.from(`someone/${FIXTURE.orderId}`).toString("base64url");
  return [
    send("no token", {}, `token: ${TEXT.tokenMissing}`),
    send("an empty token", { token: "" }, `token: ${TEXT.tokenMissing}`),
    send("a token that is a number", { token: 42 }, `token: ${TEXT.tokenInvalid}`),
    send("a token with <script> markup", { token: SCRIPT }, TEXT.tokenInvalid),
    send(
      "a forged token for another's order",
      { token: `${forged}.${"A".repeat(43)}` },
      TEXT.tokenInvalid,
    ),
    send("a 600-character token", { token: "a".repeat(600) }, `token: ${TEXT.tokenInvalid}`),
    send(
      "an extra field orderId",
      { token: "x.y", orderId: FIXTURE.orderId },
      'Unrecognized key: "orderId"',
    ),
  ];
}
