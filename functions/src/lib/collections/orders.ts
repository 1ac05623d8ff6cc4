import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { OrderDocument } from "@bookstore/shared/orders/order.ts";

export type StoredOrder = OrderDocument<Timestamp>;

/** orders/<id>: only the API writes orders. */
export function ordersCollection(db: Firestore): CollectionReference<StoredOrder> {
  return db.collection(COLLECTIONS.orders).withConverter(typedConverter<StoredOrder>());
}
