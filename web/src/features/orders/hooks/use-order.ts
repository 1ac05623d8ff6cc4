import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { ApiError } from "@/lib/api-client";
import { apiQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/orders/orders-api.ts";

const RETRIES = 1;

/** GET /api/orders/:id: one of the customer's orders, keyed by the address and the account. */
export function orderQueryOptions(user: User, id: string) {
  return apiQueryOptions(API.getOrder, {
    params: { id },
    session: user,
    // A 404 (unknown, or someone else's) is final, not retried.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < RETRIES,
  });
}

/** One of the customer's orders. */
export function useOrder(user: User, id: string) {
  return useQuery(orderQueryOptions(user, id));
}
