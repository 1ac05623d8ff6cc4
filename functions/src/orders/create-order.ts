import * as API from "@bookstore/shared/orders/orders-api.ts";

import { verifiedCaller } from "../http/caller.ts";
import { answer, route } from "../http/route.ts";
import { storeOrigin } from "../lib/store-origin.ts";

import { idempotentOrderId } from "./order-id.ts";
import { placeOrder } from "./place-order.ts";

/**
 * POST /api/orders: a customer's cash-on-delivery order, priced by the server. Orders and their
 * mail go only to an address its owner has confirmed, so the entry lets only customers with a
 * verified address through; the customer must be within the per-customer limits.
 * 201 with the order; 200 with the same order when an Idempotency-Key was already used.
 */
export const createOrder = route(API.createOrder, async ({ body, headers, req, res }) => {
  const caller = verifiedCaller(res);
  const key = headers["Idempotency-Key"];
  const { order, created } = await placeOrder(
    { uid: caller.uid, email: caller.verifiedEmail },
    body,
    key === undefined ? null : idempotentOrderId(caller.uid, key),
    { origin: storeOrigin(req) },
  );
  return answer(API.createOrder, created ? 201 : 200, order);
});
