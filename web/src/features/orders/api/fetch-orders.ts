import type { User } from "firebase/auth";

import { apiResponse } from "@/lib/api-client";
import type { Order } from "@shared/order.ts";

import { bearerHeader } from "./bearer";

export const ORDERS_PAGE_SIZE = 10;
const NEXT_CURSOR_HEADER = "X-Next-Cursor";

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
  const query = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE) });
  if (after !== undefined) query.set("after", after);
  const { body, headers } = await apiResponse(
    `/api/orders/email/${encodeURIComponent(email)}?${query.toString()}`,
    { headers: await bearerHeader(user) },
  );
  return { orders: body as Order[], nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}
