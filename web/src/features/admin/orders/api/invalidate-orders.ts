import type { QueryClient } from "@tanstack/react-query";

import { apiKeyPrefix } from "@/lib/api-query-key";
import * as DashboardAPI from "@bookstore/shared/dashboard/dashboard-api.ts";
import * as OrdersAPI from "@bookstore/shared/orders/orders-api.ts";

/**
 * After orders move: every read of /api/orders and below (the admin's lists, the customers' lists
 * and single orders) and of /api/admin and below (the figures, the packing slips) loads again.
 */
export async function invalidateOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(OrdersAPI.listOrders.path) }),
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(DashboardAPI.getAdminStats.path) }),
  ]);
}
