import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import type { AdminStats } from "@shared/admin-api.ts";

import { adminRequest } from "./admin-request";
import { adminKeys } from "./query-keys";

export function fetchAdminStats(user: User): Promise<AdminStats> {
  return adminRequest<AdminStats>(user, "/api/admin");
}

/** The overview's figures (GET /api/admin). */
export function useAdminStats(user: User) {
  return useQuery({ queryKey: adminKeys.stats, queryFn: () => fetchAdminStats(user) });
}
