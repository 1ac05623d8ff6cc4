import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";
import { isOrderId } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { storeOrigin } from "../lib/store-origin.ts";

import { updateOrderStatus } from "./update-order-status.ts";

/**
 * POST /api/orders/:id/collect {code}: staff type the code the customer shows at the counter.
 * 200 with the order collected; 409 for a wrong code or an order not ready, with nothing changed.
 */
export const collectOrder = route(API.collectOrder, async ({ params: { id }, body, req }) => {
  if (!isOrderId(id)) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
  return updateOrderStatus(id, "collected", {
    origin: storeOrigin(req),
    collectionCode: body.code,
  });
});
