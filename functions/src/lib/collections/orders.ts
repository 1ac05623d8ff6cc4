import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/collections.ts";
import type { OrderDocument } from "../../shared/order.ts";
import { typedConverter } from "../../shared/typed-converter.ts";

export type StoredOrder = OrderDocument<Timestamp>;

/** orders/<id>: only the API writes orders. */
export function ordersCollection(db: Firestore): CollectionReference<StoredOrder> {
  return db.collection(COLLECTIONS.orders).withConverter(typedConverter<StoredOrder>());
}
