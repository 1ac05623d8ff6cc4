import { isOrderId } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";
import { PRE_ORDER_CANCEL_MESSAGES } from "@bookstore/shared/orders/pre-order-cancel.ts";

import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { storeOrigin } from "../lib/store-origin.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";

import { verifyCancelToken } from "./cancel-token.ts";
import { updateOrderStatus } from "./update-order-status.ts";

/**
 * POST /api/orders/cancel-link {token}: the cancel link of the mail about a moved publication
 * day cancels the order it names, as the customer's own cancel does: its copies go back and the
 * customer gets the cancellation mail. 400 and nothing changed for a missing, changed or foreign
 * token; 409 once the order is cancelled, shipped (in part or whole) or started on; 404 when the
 * order is gone or no longer the customer's (a deleted account).
 */
export const cancelPreOrderByLink = route(
  API.cancelPreOrderByLink,
  async ({ body: { token }, req }) => {
    const target = verifyCancelToken(token, await unsubscribeKey());
    if (target === null || !isOrderId(target.orderId)) {
      throw new HttpError(400, PRE_ORDER_CANCEL_MESSAGES.tokenInvalid);
    }
    await updateOrderStatus(target.orderId, "cancelled", {
      origin: storeOrigin(req),
      ownerUid: target.uid,
    });
    return { message: PRE_ORDER_CANCEL_MESSAGES.cancelled };
  },
);
