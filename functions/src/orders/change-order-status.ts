import type { RequestHandler } from "express";

import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { storeOrigin } from "../mail/store-origin.ts";
import { ADMIN_MESSAGES } from "../shared/admin-api.ts";
import * as API from "../shared/api/orders.ts";
import { isOrderId, orderStatusChangeSchema } from "../shared/order.ts";

import { updateOrderStatus } from "./update-order-status.ts";

/** PATCH /api/orders/:id/status {status}: 200 with the Order; 409 for a transition not allowed. */
export const changeOrderStatus: RequestHandler<{ id: string }> = async (req, res) => {
  const { id } = req.params;
  if (!isOrderId(id)) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
  const { status } = parseOrThrow(orderStatusChangeSchema, req.body);
  sendJson(
    res,
    API.changeOrderStatus,
    await updateOrderStatus(id, status, { origin: storeOrigin(req) }),
  );
};
