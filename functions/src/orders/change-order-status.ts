import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";
import { isOrderId } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { storeOrigin } from "../lib/store-origin.ts";

import { updateOrderStatus } from "./update-order-status.ts";

/** PATCH /api/orders/:id/status {status}: 200 with the Order; 409 for a transition not allowed. */
export const changeOrderStatus = route(
  API.changeOrderStatus,
  async ({ params: { id }, body: { status }, req }) => {
    if (!isOrderId(id)) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
    return updateOrderStatus(id, status, { origin: storeOrigin(req) });
  },
);
