import type { Timestamp } from "firebase-admin/firestore";

import { db } from "../lib/firebase.ts";
import { typedConverter } from "../lib/typed-converter.ts";
import { COLLECTIONS } from "../shared/collections.ts";

/**
 * customers/<uid>: counters the order API keeps in the same transaction as each order, so the
 * dashboard ranks customers by spend without reading their orders. Cancelled orders are taken
 * back out: `orders` and `spentCents` cover the customer's orders that are not cancelled.
 */
export interface CustomerDocument<TTimestamp> {
  /** The name on the customer's latest order. */
  name: string;
  email: string;
  orders: number;
  spentCents: number;
  updatedAt: TTimestamp;
}

export type StoredCustomer = CustomerDocument<Timestamp>;

export const customersCollection = db
  .collection(COLLECTIONS.customers)
  .withConverter(typedConverter<StoredCustomer>());
