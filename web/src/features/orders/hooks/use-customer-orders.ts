import { useInfiniteQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { fetchOrdersPage, type OrdersPage } from "../api/fetch-orders";
import { customerOrdersKey } from "../api/orders-query-key";

const FIRST_PAGE: string | undefined = undefined;
const NO_ORDERS: OrdersPage = { orders: [], nextCursor: undefined };

/**
 * The signed-in customer's orders, newest first, a page at a time ('Load more'). Orders are
 * looked up by e-mail, so an account without one has none.
 */
export function useCustomerOrders(user: User) {
  const email = user.email ?? "";
  return useInfiniteQuery({
    queryKey: customerOrdersKey(user.uid, email),
    queryFn: ({ pageParam }) =>
      email === "" ? Promise.resolve(NO_ORDERS) : fetchOrdersPage(user, email, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
