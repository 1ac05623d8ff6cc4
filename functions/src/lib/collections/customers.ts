import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { CustomerDocument } from "@bookstore/shared/orders/customer.ts";

export type StoredCustomer = CustomerDocument<Timestamp>;

/** customers/<uid>: each customer's order counters. */
export function customersCollection(db: Firestore): CollectionReference<StoredCustomer> {
  return db.collection(COLLECTIONS.customers).withConverter(typedConverter<StoredCustomer>());
}
