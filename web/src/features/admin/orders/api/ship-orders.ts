import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiMutationOptions } from "@/lib/api-mutation";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { invalidateOrders } from "./invalidate-orders";

/**
 * Marks the orders shipped in one request (POST /api/orders/ship: each order's outcome, in the
 * order sent); whatever the outcomes, every order list (the admin's and the customers') and the
 * figures refresh, since some orders may have moved.
 */
export function useShipOrders(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(API.shipOrders, (ids: readonly string[]) => ({
      session: user,
      body: { ids: [...ids] },
    })),
    onSettled: () => invalidateOrders(queryClient),
  });
}
