import type { RequestHandler } from "express";
import { z } from "zod";

import { HttpError } from "../http/http-error.ts";
import { requireAdminSession } from "../http/require-admin-session.ts";
import { parseOrThrow } from "../http/validate.ts";
import { ADMIN_MESSAGES } from "../shared/admin-api.ts";
import { strictBody } from "../shared/contact.ts";
import { isOrderId, ORDER_STATUSES } from "../shared/order.ts";

import { updateOrderStatus } from "./update-order-status.ts";

const statusChangeSchema = strictBody({
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` }),
});

/** PATCH /api/orders/:id/status {status}: 200 with the Order; 409 for a transition not allowed. */
export const changeOrderStatus: RequestHandler<{ id: string }> = async (req, res) => {
  await requireAdminSession(req);
  const { id } = req.params;
  if (!isOrderId(id)) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
  const { status } = parseOrThrow(statusChangeSchema, req.body);
  res.json(await updateOrderStatus(id, status));
};
