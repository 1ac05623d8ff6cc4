import type { Order, OrderStatus } from "@shared/order.ts";

import type { OrdersPage } from "../api/fetch-orders";

/** An order's date as the screens show it: the locale date of createdAt. */
export function orderDate(order: Pick<Order, "createdAt">, locale?: string): string {
  return new Date(order.createdAt).toLocaleDateString(locale);
}

export function orderTotal(order: Pick<Order, "totalPrice">): string {
  return `$${order.totalPrice}`;
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
