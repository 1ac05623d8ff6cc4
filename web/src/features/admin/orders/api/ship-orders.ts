import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import type { ShipOrdersResult } from "@bookstore/shared/orders/order-shipping.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { invalidateOrders } from "./invalidate-orders";

/** POST /api/orders/ship: each order's outcome, in the order sent. */
export async function shipOrders(user: User, ids: readonly string[]): Promise<ShipOrdersResult> {
  return apiRequest(API.shipOrders, { session: user, body: { ids: [...ids] } });
}

/**
 * Marks the orders shipped in one request; whatever the outcomes, every order list (the admin's
 * and the customers') and the figures refresh, since some orders may have moved.
 */
export function useShipOrders(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => shipOrders(user, ids),
    onSettled: () => invalidateOrders(queryClient),
  });
}
