import { isOrderId, ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { storeOrigin } from "../lib/store-origin.ts";

import { updateOrderStatus } from "./update-order-status.ts";

/**
 * POST /api/orders/:id/cancel with no body or {}: the signed-in customer cancels their own
 * order, which returns its copies as an admin's cancel does: a delivery while it is pending, an
 * order to collect until it is collected (customerCancellableFrom). 200 with the Order; 409 once
 * that time has passed; 404 for an unknown id or another customer's order.
 */
export const cancelOrder = route(API.cancelOrder, async ({ params: { id }, req, res }) => {
  const caller = signedInCaller(res);
  if (!isOrderId(id)) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return updateOrderStatus(id, "cancelled", {
    origin: storeOrigin(req),
    ownerUid: caller.uid,
  });
});
