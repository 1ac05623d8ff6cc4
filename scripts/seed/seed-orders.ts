import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { formatCents, sumCents, toCents } from "@bookstore/shared/core/money.ts";
import type { OrderStatus, OrderStatusChange } from "@bookstore/shared/orders/order.ts";

import { ordersCollection, type StoredOrder } from "../../functions/src/lib/collections/orders.ts";

import { createMissing } from "./create-missing.ts";
import { SEED_BOOKS } from "./data/books.ts";
import { monthsBefore, seededRandom } from "./dates.ts";
import accounts from "./demo-accounts.json" with { type: "json" };

const MONTHS = 12;
const ADDRESS = {
  street: "742 Evergreen Terrace",
  city: "Springfield",
  country: "United States",
  state: "Oregon",
  zipcode: "97477",
};

function statusFor(monthsAgo: number): OrderStatus {
  if (monthsAgo === 0) return "pending";
  if (monthsAgo === 1) return "shipped";
  return "delivered";
}

/** How many days after the order the store reached each status: the path a delivered order took. */
const DAYS_TO: Partial<Record<OrderStatus, number>> = {
  processing: 1,
  shipped: 2,
  delivered: 6,
  cancelled: 1,
};
const DELIVERY_PATH: readonly OrderStatus[] = ["pending", "processing", "shipped", "delivered"];
const DAY_MS = 24 * 3600 * 1000;

/** The statuses an order took to reach `status`, dated as a typical order moves along. */
export function seedStatusHistory(
  status: OrderStatus,
  createdAt: Timestamp,
): OrderStatusChange<Timestamp>[] {
  const steps: readonly OrderStatus[] =
    status === "cancelled"
      ? ["pending", "cancelled"]
      : DELIVERY_PATH.slice(0, DELIVERY_PATH.indexOf(status) + 1);
  return steps.map((step) => ({
    status: step,
    at: Timestamp.fromMillis(createdAt.toMillis() + (DAYS_TO[step] ?? 0) * DAY_MS),
  }));
}

export interface PlannedOrder {
  id: string;
  items: StoredOrder["items"];
  totalCents: number;
  status: OrderStatus;
  createdAt: Timestamp;
}

/**
 * The demo customer's orders, two or three a month over the last 12 months, priced from the
 * books' prices the way the order API prices them. The same every run: the catalogue counts its
 * books' sales from this plan before the orders are written.
 */
export function planSeedOrders(now: Date): PlannedOrder[] {
  const random = seededRandom(2025);
  const orders: PlannedOrder[] = [];
  for (let monthsAgo = 0; monthsAgo < MONTHS; monthsAgo += 1) {
    const count = 2 + (monthsAgo % 2);
    for (let n = 0; n < count; n += 1) {
      const books = new Map<string, (typeof SEED_BOOKS)[number]>();
      const size = 1 + Math.floor(random() * 3);
      while (books.size < size) {
        const book = SEED_BOOKS[Math.floor(random() * SEED_BOOKS.length)];
        if (book) books.set(book.id, book);
      }
      const items = [...books.values()].map((book) => ({
        bookId: book.id,
        title: book.title,
        unitPriceCents: toCents(book.newPrice),
      }));
      orders.push({
        id: `seed-${String(monthsAgo).padStart(2, "0")}-${n}`,
        items,
        totalCents: sumCents(items.map((item) => item.unitPriceCents)),
        status: statusFor(monthsAgo),
        createdAt: Timestamp.fromDate(monthsBefore(now, monthsAgo, 3 + n * 9)),
      });
    }
  }
  return orders;
}

/** Copies each book sold in the planned orders. */
export function plannedSales(plan: readonly PlannedOrder[]): Map<string, number> {
  const sales = new Map<string, number>();
  for (const order of plan) {
    for (const item of order.items) sales.set(item.bookId, (sales.get(item.bookId) ?? 0) + 1);
  }
  return sales;
}

/** Writes the planned orders that are missing, as the demo customer's. */
export async function seedOrders(
  db: Firestore,
  customerUid: string,
  plan: readonly PlannedOrder[],
): Promise<number> {
  return createMissing(
    db,
    plan.map((order) => {
      const data: StoredOrder = {
        uid: customerUid,
        name: accounts.customer.displayName,
        email: accounts.customer.email,
        phone: "5415550100",
        address: ADDRESS,
        productIds: order.items.map((item) => item.bookId),
        items: order.items,
        totalPrice: formatCents(order.totalCents),
        totalCents: order.totalCents,
        status: order.status,
        paymentMethod: "cash-on-delivery",
        createdAt: order.createdAt,
        statusHistory: seedStatusHistory(order.status, order.createdAt),
      };
      return { ref: ordersCollection(db).doc(order.id), data };
    }),
  );
}
