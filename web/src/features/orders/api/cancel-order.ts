import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import type { Order } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

/** Cancels the customer's pending order; a 409 once the store has started on it. */
export async function cancelOrder(user: User, id: string): Promise<Order> {
  return apiRequest(API.cancelOrder, {
    params: { id },
    session: user,
    body: {},
  });
}
