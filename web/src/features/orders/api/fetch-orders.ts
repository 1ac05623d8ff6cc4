import type { User } from "firebase/auth";

import { apiPage } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { Order } from "@shared/order.ts";

export const ORDERS_PAGE_SIZE = 10;

export interface OrdersPage {
  orders: Order[];
  /** Where the next page starts; undefined on the last page. */
  nextCursor: string | undefined;
}

/** One page of the customer's orders, newest first. */
export async function fetchOrdersPage(
  user: User,
  email: string,
  after: string | undefined,
): Promise<OrdersPage> {
  const { items, nextCursor } = await apiPage(
    API.listOrdersByEmail,
    { limit: ORDERS_PAGE_SIZE, after },
    { params: { email }, session: user },
  );
  return { orders: items, nextCursor };
}
