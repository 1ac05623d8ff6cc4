import { AggregateField, type Query } from "firebase-admin/firestore";

import type { Cents } from "@bookstore/shared/core/money.ts";

import type { StoredOrder } from "./collections/orders.ts";

export interface OrderTotals {
  orders: number;
  cents: Cents;
}

/** How many orders a query matches and the sum of their totals: one aggregation query. */
async function orderTotals(query: Query<StoredOrder>): Promise<OrderTotals> {
  const snapshot = await query
    .aggregate({ orders: AggregateField.count(), cents: AggregateField.sum("totalCents") })
    .get();
  const { orders, cents } = snapshot.data();
  return { orders, cents };
}

/** The orders of a query minus its cancelled ones: cancelled orders count nowhere. No order is read. */
export async function liveOrderTotals(query: Query<StoredOrder>): Promise<OrderTotals> {
  const [all, cancelled] = await Promise.all([
    orderTotals(query),
    orderTotals(query.where("status", "==", "cancelled")),
  ]);
  return { orders: all.orders - cancelled.orders, cents: all.cents - cancelled.cents };
}
