import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { OrderDocument } from "@bookstore/shared/orders/order.ts";

export type StoredOrder = OrderDocument<Timestamp>;

/** orders/<id>: only the API writes orders. */
export function ordersCollection(db: Firestore): CollectionReference<StoredOrder> {
  return db.collection(COLLECTIONS.orders).withConverter(typedConverter<StoredOrder>());
}

/** What an order's commit leaves for the work that follows it. */
export interface PlacedOrderDocument {
  /** The origin the links in the customer's confirmation start with. */
  origin: string;
  /** The books whose stock figures the order changed. */
  bookIds: string[];
  placedAt: Timestamp;
}

/** Types placedOrders/<id> in the collection's reads and in its trigger's event. */
export const placedOrderConverter = typedConverter<PlacedOrderDocument>();

/**
 * placedOrders/<order id>: written in the order's commit, deleted in the commit that writes its
 * mail, so the mail is written exactly once however often the trigger runs (server-only).
 */
export function placedOrdersCollection(db: Firestore): CollectionReference<PlacedOrderDocument> {
  return db.collection(COLLECTIONS.placedOrders).withConverter(placedOrderConverter);
}
