import { useInfiniteQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiPagesQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/orders/orders-api.ts";

const ORDERS_PAGE_SIZE = 10;

/** GET /api/orders/email/:email: the customer's orders, found by their address. */
export function customerOrdersQueryOptions(user: User) {
  return apiPagesQueryOptions(API.listOrdersByEmail, ORDERS_PAGE_SIZE, {
    params: { email: user.email ?? "" },
    session: user,
  });
}

/**
 * The signed-in customer's orders, newest first, a page at a time ('Load more'). Orders are
 * looked up by e-mail, so an account without one has none.
 */
export function useCustomerOrders(user: User) {
  const hasEmail = Boolean(user.email);
  return useInfiniteQuery({
    ...customerOrdersQueryOptions(user),
    enabled: hasEmail,
    ...(hasEmail ? {} : { initialData: { pages: [], pageParams: [] } }),
  });
}
