import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/orders/orders-api.ts";

/**
 * GET /api/admin/packing-slips?ids=: the slips of the orders named, `ids` as the slips page's
 * address names them ("a,b"); nothing is asked while no order is.
 */
export function usePackingSlips(user: User, ids: string) {
  return useQuery(
    apiQueryOptions(API.getPackingSlips, { query: { ids }, session: user, enabled: ids !== "" }),
  );
}
