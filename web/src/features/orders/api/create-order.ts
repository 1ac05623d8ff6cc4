import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import {
  IDEMPOTENCY_KEY_HEADER,
  type CreateOrderInput,
} from "@bookstore/shared/orders/order-input.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

export interface CreateOrderArgs {
  user: User;
  /** The same key for every retry of one checkout: the API then creates one order at most. */
  idempotencyKey: string;
  body: CreateOrderInput;
}

export async function createOrder({ user, idempotencyKey, body }: CreateOrderArgs): Promise<Order> {
  return apiRequest(API.createOrder, {
    session: user,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body,
  });
}
