import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { ApiError } from "@/lib/api-client";

import { fetchOrder } from "../api/fetch-order";
import { customerOrderKey } from "../api/orders-query-key";

const RETRIES = 1;

/** One of the customer's orders; a 404 (unknown, or someone else's) is final, not retried. */
export function useOrder(user: User, id: string) {
  return useQuery({
    queryKey: customerOrderKey(user.uid, id),
    queryFn: () => fetchOrder(user, id),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < RETRIES,
  });
}
