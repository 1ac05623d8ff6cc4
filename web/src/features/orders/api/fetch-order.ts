import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { Order } from "@shared/order.ts";

/** One of the signed-in customer's orders; a 404 for an unknown id or anyone else's. */
export async function fetchOrder(user: User, id: string): Promise<Order> {
  return apiRequest(API.getOrder, { params: { id }, session: user });
}
