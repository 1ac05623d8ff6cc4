import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import type { AdminStats } from "@shared/admin-api.ts";
import * as API from "@shared/api/contract.ts";

import { adminKeys } from "./query-keys";

export async function fetchAdminStats(user: User): Promise<AdminStats> {
  return apiRequest(API.getAdminStats, { session: user });
}

/** The overview's figures (GET /api/admin). */
export function useAdminStats(user: User) {
  return useQuery({ queryKey: adminKeys.stats, queryFn: () => fetchAdminStats(user) });
}
