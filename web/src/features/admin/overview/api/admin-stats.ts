import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/dashboard/dashboard-api.ts";

/** The overview's figures (GET /api/admin). */
export function useAdminStats(user: User) {
  return useQuery(apiQueryOptions(API.getAdminStats, { session: user }));
}
