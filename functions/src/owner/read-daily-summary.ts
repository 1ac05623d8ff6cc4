import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";

import { booksCollection } from "../lib/collections/books.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { liveOrderTotals } from "../lib/order-totals.ts";

/** The low-stock titles a summary names, fewest copies first; the dashboard lists the rest. */
export const SUMMARY_LOW_STOCK_TITLES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailySummary {
  /** The 24 hours it covers, ending at `until`. */
  since: Date;
  until: Date;
  /** Orders placed in them and not cancelled, and their totals. */
  orders: number;
  cents: number;
  /** Orders ready for collection and not yet collected, whenever they were placed. */
  awaitingCollection: number;
  /** Every title at or below the low-stock line, and the first of them by copies left. */
  lowStockCount: number;
  lowStock: { id: string; title: string; stock: number }[];
}

/** The day's figures: aggregation queries and at most SUMMARY_LOW_STOCK_TITLES book reads. */
export async function readDailySummary(db: Firestore, until: Date): Promise<DailySummary> {
  const since = new Date(until.getTime() - DAY_MS);
  const low = booksCollection(db).where("stock", "<=", LOW_STOCK_MAX);
  const [totals, awaitingCollection, lowStockCount, lowStockBooks] = await Promise.all([
    liveOrderTotals(
      ordersCollection(db)
        .where("createdAt", ">=", Timestamp.fromDate(since))
        .where("createdAt", "<", Timestamp.fromDate(until)),
    ),
    ordersCollection(db).where("status", "==", "ready-for-collection").count().get(),
    low.count().get(),
    low.orderBy("stock").limit(SUMMARY_LOW_STOCK_TITLES).get(),
  ]);
  return {
    since,
    until,
    orders: totals.orders,
    cents: totals.cents,
    awaitingCollection: awaitingCollection.data().count,
    lowStockCount: lowStockCount.data().count,
    lowStock: lowStockBooks.docs.map((doc) => ({
      id: doc.id,
      title: doc.data().title,
      stock: doc.data().stock,
    })),
  };
}
