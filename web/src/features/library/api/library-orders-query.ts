import type { User } from "firebase/auth";

import { apiPageQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/orders/orders-api.ts";

/** The newest orders whose books My Library shows. */
export const LIBRARY_ORDERS_LIMIT = 20;

/**
 * GET /api/orders/email/:email, the first page: the customer's newest orders, from the API like
 * every other read of orders, so the orders a tab holds live in one cache.
 */
export function libraryOrdersQueryOptions(user: User) {
  return apiPageQueryOptions(
    API.listOrdersByEmail,
    { limit: LIBRARY_ORDERS_LIMIT, after: undefined },
    { params: { email: user.email ?? "" }, session: user },
  );
}
