import type { Firestore } from "firebase-admin/firestore";

import {
  customersCollection,
  type StoredCustomer,
} from "../../functions/src/lib/collections/customers.ts";
import { ordersCollection, type StoredOrder } from "../../functions/src/lib/collections/orders.ts";

import { createMissing } from "./create-missing.ts";

/** The counters the order API keeps per customer, computed from a customer's orders. */
export function customerFromOrders(orders: readonly StoredOrder[]): StoredCustomer | null {
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
 * seeded orders, and any order stored without them. Existing counters are left
 * alone, as the order API keeps them.
 */
export async function seedCustomers(db: Firestore): Promise<number> {
  const snapshot = await ordersCollection(db).get();
  const byCustomer = new Map<string, StoredOrder[]>();
  for (const doc of snapshot.docs) {
    const order = doc.data();
    byCustomer.set(order.uid, [...(byCustomer.get(order.uid) ?? []), order]);
  }
  const customers = [...byCustomer].flatMap(([uid, orders]) => {
    const data = customerFromOrders(orders);
    return data ? [{ ref: customersCollection(db).doc(uid), data }] : [];
  });
  return createMissing(db, customers);
}
