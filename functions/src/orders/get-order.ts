import { isOrderId, ORDER_MESSAGES, orderFromDocument } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";

/**
 * GET /api/orders/:id: the signed-in customer's own order. Another customer's order gets the
 * same 404 as an unknown id, so the answer never tells whether an order exists.
 */
export const getOrder = route(API.getOrder, async ({ params: { id }, res }) => {
  const caller = signedInCaller(res);
  if (!isOrderId(id)) throw new HttpError(404, ORDER_MESSAGES.notFound);
  const order = (await ordersCollection(db).doc(id).get()).data();
  if (order?.uid !== caller.uid) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return orderFromDocument(id, order);
});
