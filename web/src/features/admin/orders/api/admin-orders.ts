import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { apiPagesQueryOptions } from "@/lib/api-query";
import type { Order, OrderStatus } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { invalidateOrders } from "./invalidate-orders";

const ADMIN_ORDERS_PAGE_SIZE = 20;

/** GET /api/orders?status=: every order, newest first, optionally of one status. */
export function useAdminOrders(user: User, status: OrderStatus | "") {
  return useInfiniteQuery(
    apiPagesQueryOptions(API.listOrders, ADMIN_ORDERS_PAGE_SIZE, {
      query: { status },
      session: user,
    }),
  );
}

export async function changeOrderStatus(
  user: User,
  id: string,
  status: OrderStatus,
): Promise<Order> {
  return apiRequest(API.changeOrderStatus, {
    params: { id },
    session: user,
    body: { status },
  });
}

/** Moves an order on; every order list (the admin's and the customers') and the figures refresh. */
export function useChangeOrderStatus(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      changeOrderStatus(user, id, status),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
