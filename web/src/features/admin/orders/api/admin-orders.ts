import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiMutationOptions } from "@/lib/api-mutation";
import { apiPagesQueryOptions } from "@/lib/api-query";
import type { OrderStatus } from "@bookstore/shared/orders/order.ts";
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

/** Moves an order on; every order list (the admin's and the customers') and the figures refresh. */
export function useChangeOrderStatus(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(
      API.changeOrderStatus,
      ({ id, status }: { id: string; status: OrderStatus }) => ({
        params: { id },
        session: user,
        body: { status },
      }),
    ),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
