import { onDocumentCreated } from "firebase-functions/v2/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { placedOrderConverter } from "./lib/collections/orders.ts";
import { FUNCTION_SETTINGS } from "./lib/function-settings.ts";
import { followUpPlacedOrder } from "./orders/follow-up-placed-order.ts";

/**
 * Each order's commit leaves placedOrders/<order id>; this runs what follows it (the order's mail
 * and its books' stock roll-ups) off the shopper's request, so the checkout answers without it.
 */
export const followUpPlacedOrders = onDocumentCreated(
  {
    ...FUNCTION_SETTINGS.followUpPlacedOrders,
    document: `${COLLECTIONS.placedOrders}/{orderId}`,
    // A retry is safe: the mail commits with the deletion of the document that asked for it.
    retry: true,
  },
  (event) =>
    event.data === undefined
      ? undefined
      : followUpPlacedOrder(event.params.orderId, placedOrderConverter.fromFirestore(event.data)),
);
