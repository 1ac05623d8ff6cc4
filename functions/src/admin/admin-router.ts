import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { getAdminStats } from "./get-admin-stats.ts";

export const adminRouter = Router();

adminRouter.route("/").get(getAdminStats).all(methodNotAllowed);
