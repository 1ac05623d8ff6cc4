import * as API from "@bookstore/shared/dashboard/dashboard-api.ts";

import { answer, route } from "../http/route.ts";

import { readAdminStats } from "./read-admin-stats.ts";

/** GET /api/admin: the dashboard's figures (AdminStats). */
export const getAdminStats = route(API.getAdminStats, async () =>
  answer(API.getAdminStats, 200, await readAdminStats(new Date()), {
    "Cache-Control": "private, no-store",
  }),
);
