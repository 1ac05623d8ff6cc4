import type { InfiniteData } from "@tanstack/react-query";

import type { Page } from "@/lib/api-client";
import type { Order } from "@bookstore/shared/orders/order.ts";

/** The loaded pages of a list with `updated` in place of the order of the same id. */
export function replaceOrder(
  data: InfiniteData<Page<Order>> | undefined,
  updated: Order,
): InfiniteData<Page<Order>> | undefined {
  if (data === undefined) return undefined;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((order) => (order._id === updated._id ? updated : order)),
    })),
  };
}
