import type { RequestHandler } from "express";

import { sendJson } from "../http/send-json.ts";
import * as API from "../shared/api/dashboard.ts";

import { readAdminStats } from "./read-admin-stats.ts";

/** GET /api/admin: the dashboard's figures (AdminStats). */
export const getAdminStats: RequestHandler = async (req, res) => {
  sendJson(
    res.set("Cache-Control", "private, no-store"),
    API.getAdminStats,
    await readAdminStats(new Date()),
  );
};
