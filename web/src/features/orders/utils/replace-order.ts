import type { InfiniteData } from "@tanstack/react-query";

import type { Order } from "@shared/order.ts";

import type { OrdersPage } from "../api/fetch-orders";

/** The loaded pages of a list with `updated` in place of the order of the same id. */
export function replaceOrder(
  data: InfiniteData<OrdersPage> | undefined,
  updated: Order,
): InfiniteData<OrdersPage> | undefined {
  if (data === undefined) return undefined;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      orders: page.orders.map((order) => (order._id === updated._id ? updated : order)),
    })),
  };
}
