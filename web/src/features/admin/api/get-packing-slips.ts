import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { PackingSlips } from "@shared/packing-slip.ts";

import { adminKeys } from "./query-keys";

/** GET /api/admin/packing-slips?ids=: `ids` as the slips page's address names them ("a,b"). */
export async function fetchPackingSlips(user: User, ids: string): Promise<PackingSlips> {
  return apiRequest(API.getPackingSlips, { query: { ids }, session: user });
}

export function packingSlipsQueryOptions(user: User, ids: string) {
  return queryOptions({
    queryKey: adminKeys.packingSlips(ids),
    queryFn: () => fetchPackingSlips(user, ids),
    enabled: ids !== "",
  });
}

/** The slips of the orders named; nothing is asked while no order is. */
export function usePackingSlips(user: User, ids: string) {
  return useQuery(packingSlipsQueryOptions(user, ids));
}
