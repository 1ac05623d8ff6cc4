import type { Page } from "@/lib/api-client";
import { formatDateTime } from "@bookstore/shared/format/date.ts";
import type { Order, OrderHistoryEntry, OrderStatus } from "@bookstore/shared/orders/order.ts";

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

/** When the order reached a status, with the time of day. */
export function historyDate(entry: OrderHistoryEntry): string {
  return entry.at === undefined ? UNKNOWN_DATE : formatDateTime(entry.at);
}

/** The titles the books had when ordered; an item without one shows its book id. */
export function orderBookTitles(order: Pick<Order, "items" | "productIds">): string[] {
  if (order.items.length === 0) return [...order.productIds];
  return order.items.map((item) => (item.title.trim() === "" ? item.bookId : item.title));
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  "awaiting-publication": "Awaiting publication",
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  "ready-for-collection": "Ready for collection",
  collected: "Collected",
  cancelled: "Cancelled",
};

/** A status as the shopper's screens and the dashboard name it. */
export function orderStatusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

/** The loaded pages as one list; an order seen on two pages is listed once. */
export function ordersOf(pages: readonly Page<Order>[]): Order[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((order) => {
      if (seen.has(order._id)) return false;
      seen.add(order._id);
      return true;
    });
}
