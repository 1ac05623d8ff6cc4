import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { stopStockAlerts } from "./stop-stock-alerts.ts";
import { subscribeStockAlert } from "./subscribe-stock-alert.ts";

export const stockAlertsRouter = Router();

stockAlertsRouter
  .route(API.subscribeStockAlert.path)
  .post(subscribeStockAlert)
  .all(methodNotAllowed);
stockAlertsRouter.route(API.stopStockAlerts.path).post(stopStockAlerts).all(methodNotAllowed);
