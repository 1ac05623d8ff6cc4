import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { exportOrders } from "./export-orders.ts";
import { getAdminStats } from "./get-admin-stats.ts";
import { getPackingSlips } from "./get-packing-slips.ts";
import { listAdminBooks } from "./list-admin-books.ts";
import { listMail } from "./list-mail.ts";

export const adminRouter = Router();

adminRouter.route(API.getAdminStats.path).get(getAdminStats).all(methodNotAllowed);
adminRouter.route(API.listAdminBooks.path).get(listAdminBooks).all(methodNotAllowed);
adminRouter.route(API.exportOrders.path).get(exportOrders).all(methodNotAllowed);
adminRouter.route(API.listMail.path).get(listMail).all(methodNotAllowed);
adminRouter.route(API.getPackingSlips.path).get(getPackingSlips).all(methodNotAllowed);
