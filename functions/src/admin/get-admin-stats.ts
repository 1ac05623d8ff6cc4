import type { RequestHandler } from "express";

import { requireAdminSession } from "../http/require-admin-session.ts";

import { readAdminStats } from "./read-admin-stats.ts";

/** GET /api/admin: the dashboard's figures (AdminStats). */
export const getAdminStats: RequestHandler = async (req, res) => {
  await requireAdminSession(req);
  res.set("Cache-Control", "private, no-store").json(await readAdminStats(new Date()));
};
