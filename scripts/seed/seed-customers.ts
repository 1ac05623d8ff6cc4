import { Timestamp, type Firestore } from "firebase-admin/firestore";

import type { CustomerDocument } from "../../functions/src/customers/customers-collection.ts";
import { COLLECTIONS } from "../../functions/src/shared/collections.ts";
import type { OrderDocument } from "../../functions/src/shared/order.ts";

import { createMissing } from "./create-missing.ts";

/** The counters the order API keeps per customer, computed from a customer's orders. */
export function customerFromOrders(
  orders: readonly OrderDocument<Timestamp>[],
): CustomerDocument<Timestamp> | null {
  const sorted = [...orders].sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
  const latest = sorted.at(-1);
  if (!latest) return null;
  const live = sorted.filter((order) => order.status !== "cancelled");
  return {
    name: latest.name,
    email: latest.email,
    orders: live.length,
    spentCents: live.reduce((total, order) => total + order.totalCents, 0),
    updatedAt: latest.createdAt,
  };
}

/**
 * Creates the customers/<uid> counters of every customer with orders but no counters yet: the
 * seeded orders, and orders placed before the API kept counters. Existing counters are left
 * alone, as the order API keeps them.
 */
export async function seedCustomers(db: Firestore): Promise<number> {
  const snapshot = await db.collection(COLLECTIONS.orders).get();
  const byCustomer = new Map<string, OrderDocument<Timestamp>[]>();
  for (const doc of snapshot.docs) {
    const order = doc.data() as OrderDocument<Timestamp>;
    byCustomer.set(order.uid, [...(byCustomer.get(order.uid) ?? []), order]);
  }
  const customers = [...byCustomer].flatMap(([uid, orders]) => {
    const data = customerFromOrders(orders);
    return data ? [{ ref: db.collection(COLLECTIONS.customers).doc(uid), data }] : [];
  });
  return createMissing(db, customers);
}
