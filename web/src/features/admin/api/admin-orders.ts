import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiPage, apiRequest, type Page } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { Order, OrderStatus } from "@shared/order.ts";

import { adminKeys } from "./query-keys";

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** GET /api/orders: every order, newest first, optionally of one status. */
export async function fetchAdminOrders(
  user: User,
  status: OrderStatus | "",
  after: string | undefined,
): Promise<Page<Order>> {
  return apiPage(
    API.listOrders,
    { limit: ADMIN_ORDERS_PAGE_SIZE, after },
    { query: { status }, session: user },
  );
}

const FIRST_PAGE: string | undefined = undefined;

export function useAdminOrders(user: User, status: OrderStatus | "") {
  return useInfiniteQuery({
    queryKey: adminKeys.ordersList(status),
    queryFn: ({ pageParam }) => fetchAdminOrders(user, status, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
