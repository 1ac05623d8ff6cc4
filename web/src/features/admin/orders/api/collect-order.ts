import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import type { Order } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

/** POST /api/orders/:id/collect {code}: the order, collected, once the code matches. */
export async function collectOrder(user: User, id: string, code: string): Promise<Order> {
  return apiRequest(API.collectOrder, { params: { id }, session: user, body: { code } });
}
