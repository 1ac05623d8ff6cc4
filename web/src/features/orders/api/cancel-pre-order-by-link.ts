import { useMutation } from "@tanstack/react-query";

import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/orders/orders-api.ts";
import type { PreOrderCancelRequest } from "@bookstore/shared/orders/pre-order-cancel-input.ts";
import type { PreOrderCancelResult } from "@bookstore/shared/orders/pre-order-cancel.ts";

/** POST /api/orders/cancel-link: the signed token in the mail's link names the order. */
export function cancelPreOrderByLink(input: PreOrderCancelRequest): Promise<PreOrderCancelResult> {
  return apiRequest(API.cancelPreOrderByLink, { body: input });
}

export function useCancelPreOrderByLink() {
  return useMutation({ mutationFn: cancelPreOrderByLink });
}
