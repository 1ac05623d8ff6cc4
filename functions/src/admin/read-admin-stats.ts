import { AggregateField, Timestamp, type Query } from "firebase-admin/firestore";

import { CATEGORIES } from "@bookstore/shared/books/categories.ts";
import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";
import type {
  BestCustomer,
  MonthlyFigures,
  AdminStats,
} from "@bookstore/shared/dashboard/dashboard-api.ts";

import { booksCollection } from "../lib/collections/books.ts";
import { customersCollection } from "../lib/collections/customers.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";
import { liveOrderTotals } from "../lib/order-totals.ts";

import { lastMonths } from "./month-ranges.ts";

const CHART_MONTHS = 12;
const BEST_CUSTOMERS = 5;

async function count(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

async function monthlyFigures(now: Date): Promise<MonthlyFigures[]> {
  return Promise.all(
    lastMonths(now, CHART_MONTHS).map(async ({ month, start, end }) => {
      const { orders, cents } = await liveOrderTotals(
        ordersCollection(db)
          .where("createdAt", ">=", Timestamp.fromDate(start))
          .where("createdAt", "<", Timestamp.fromDate(end)),
      );
      return { month, revenue: cents / 100, orders };
    }),
  );
}

async function bestCustomers(): Promise<BestCustomer[]> {
  const snapshot = await customersCollection(db)
    .where("spentCents", ">", 0)
    .orderBy("spentCents", "desc")
    .limit(BEST_CUSTOMERS)
    .get();
  return snapshot.docs.map((doc) => {
    const { name, email, spentCents, orders } = doc.data();
    return { name, email, spent: spentCents / 100, orders };
  });
}

async function unitsSold(category: (typeof CATEGORIES)[number]): Promise<number> {
  const snapshot = await booksCollection(db)
    .where("category", "==", category)
    .aggregate({ sold: AggregateField.sum("sold") })
    .get();
  return snapshot.data().sold;
}

/**
 * The dashboard's figures, each from an aggregation query (count or sum) or the customers'
 * counters, all run at once; no order is read.
 */
export async function readAdminStats(now: Date): Promise<AdminStats> {
  const [
    totalBooks,
    trendingBooks,
    lowStockBooks,
    sales,
    pendingOrders,
    monthly,
    customers,
    categorySold,
  ] = await Promise.all([
    count(booksCollection(db)),
    count(booksCollection(db).where("trending", "==", true)),
    count(booksCollection(db).where("stock", "<=", LOW_STOCK_MAX)),
    liveOrderTotals(ordersCollection(db)),
    count(ordersCollection(db).where("status", "==", "pending")),
    monthlyFigures(now),
    bestCustomers(),
    Promise.all(CATEGORIES.map(unitsSold)),
  ]);
  return {
    totalBooks,
    totalSales: sales.cents / 100,
    trendingBooks,
    trendingShare: totalBooks === 0 ? 0 : Math.round((trendingBooks / totalBooks) * 100),
    totalOrders: sales.orders,
    pendingOrders,
    lowStockBooks,
    monthly,
    bestCustomers: customers,
    salesByCategory: CATEGORIES.map((category, index) => ({
      category,
      sold: categorySold[index] ?? 0,
    })),
  };
}
