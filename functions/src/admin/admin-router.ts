import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/endpoints.ts";

import { getAdminStats } from "./get-admin-stats.ts";

export const adminRouter = Router();

adminRouter.route(API.getAdminStats.path).get(getAdminStats).all(methodNotAllowed);
