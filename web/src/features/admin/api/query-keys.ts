import type { OrderStatus } from "@shared/order.ts";

/**
 * The admin screens' cache keys. Book lists start with "books" and order lists with "orders",
 * so one invalidation after a change refreshes every list that could show it; the shop's own
 * reads are the API's addresses, under "api".
 */
export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  books: ["books"] as const,
  booksPage: (after: string | undefined) => ["books", "admin-page", after ?? ""] as const,
  lowStockPage: (after: string | undefined) => ["books", "admin-low-stock", after ?? ""] as const,
  book: (id: string) => ["books", "admin-book", id] as const,
  shop: ["api"] as const,
  orders: ["orders"] as const,
  ordersList: (status: OrderStatus | "") => ["orders", "admin", status] as const,
  packingSlips: (ids: string) => ["orders", "packing-slips", ids] as const,
  messages: ["admin", "messages"] as const,
  subscribers: ["admin", "subscribers"] as const,
  outbox: ["admin", "outbox"] as const,
  reviews: (hidden: boolean) => ["admin", "reviews", hidden] as const,
};
