import { formatCents } from "@shared/money.ts";
import {
  CUSTOMER_CANCELLABLE,
  type Order,
  type OrderHistoryEntry,
  type OrderItem,
  type OrderStatus,
} from "@shared/order.ts";

import type { OrdersPage } from "../api/fetch-orders";

/** An order's date as the screens show it: the locale date of createdAt. */
export function orderDate(order: Pick<Order, "createdAt">, locale?: string): string {
  return new Date(order.createdAt).toLocaleDateString(locale);
}

export function orderTotal(order: Pick<Order, "totalPrice">): string {
  return `$${order.totalPrice}`;
}

/** What one book cost when it was ordered. */
export function orderItemPrice(item: Pick<OrderItem, "unitPriceCents">): string {
  return `$${formatCents(item.unitPriceCents)}`;
}

/**
 * Where an order goes, a line each as a parcel is addressed: the name, the street when given,
 * city, state and zipcode, then the country. The order screens join them with commas.
 */
export function deliveryAddressLines({ name, address }: Pick<Order, "name" | "address">): string[] {
  return [
    name,
    ...(address.street ? [address.street] : []),
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
  ];
}

export const UNKNOWN_DATE = "date not recorded";

/** When the order reached a status, as orderDate shows dates (with the time of day). */
export function historyDate(entry: OrderHistoryEntry, locale?: string): string {
  if (entry.at === undefined) return UNKNOWN_DATE;
  return new Date(entry.at).toLocaleString(locale, { dateStyle: "short", timeStyle: "short" });
}

/** Whether the customer may still cancel the order: the store has not started on it. */
export function canCancelOrder(order: Pick<Order, "status">): boolean {
  return CUSTOMER_CANCELLABLE.includes(order.status);
}

/** The titles the books had when ordered; an item without one shows its book id. */
export function orderBookTitles(order: Pick<Order, "items" | "productIds">): string[] {
  if (order.items.length === 0) return [...order.productIds];
  return order.items.map((item) => (item.title.trim() === "" ? item.bookId : item.title));
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export function orderStatusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

/** The loaded pages as one list; an order seen on two pages is listed once. */
export function ordersOf(pages: readonly OrdersPage[]): Order[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.orders)
    .filter((order) => {
      if (seen.has(order._id)) return false;
      seen.add(order._id);
      return true;
    });
}
