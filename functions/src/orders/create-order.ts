import type { RequestHandler } from "express";
import { z } from "zod";

import { HttpError } from "../http/http-error.ts";
import { requireAuth } from "../http/require-auth.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { storeOrigin } from "../mail/store-origin.ts";
import * as API from "../shared/api/contract.ts";
import { normalizeEmail } from "../shared/newsletter.ts";
import {
  createOrderSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  ORDER_MESSAGES,
} from "../shared/order.ts";

import { idempotentOrderId } from "./order-id.ts";
import { placeOrder } from "./place-order.ts";

const headersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });

/**
 * POST /api/orders: a signed-in customer's cash-on-delivery order, priced by the server; the
 * account's e-mail address must be verified, and the customer within the per-customer limits.
 * 201 with the order; 200 with the same order when an Idempotency-Key was already used.
 */
export const createOrder: RequestHandler = async (req, res) => {
  const caller = await requireAuth(req);
  const headers = parseOrThrow(headersSchema, {
    [IDEMPOTENCY_KEY_HEADER]: req.get(IDEMPOTENCY_KEY_HEADER),
  });
  const request = parseOrThrow(createOrderSchema, req.body);
  if (caller.email === undefined) throw new HttpError(403, ORDER_MESSAGES.emailNeeded);
  // Orders and their mail go only to an address its owner has confirmed (Firebase Auth's
  // verification link; Google accounts come verified).
  if (caller.email_verified !== true) throw new HttpError(403, ORDER_MESSAGES.emailNotVerified);
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  const { order, created } = await placeOrder(
    { uid: caller.uid, email: normalizeEmail(caller.email) },
    request,
    key === undefined ? null : idempotentOrderId(caller.uid, key),
    { origin: storeOrigin(req) },
  );
  sendJson(res.status(created ? 201 : 200), API.createOrder, order);
};
