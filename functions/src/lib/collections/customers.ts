import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/core/collections.ts";
import { typedConverter } from "../../shared/core/typed-converter.ts";
import type { CustomerDocument } from "../../shared/orders/customer.ts";

export type StoredCustomer = CustomerDocument<Timestamp>;

/** customers/<uid>: each customer's order counters. */
export function customersCollection(db: Firestore): CollectionReference<StoredCustomer> {
  return db.collection(COLLECTIONS.customers).withConverter(typedConverter<StoredCustomer>());
}
