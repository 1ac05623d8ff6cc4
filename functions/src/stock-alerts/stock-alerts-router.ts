import { endpointRouter } from "../http/endpoint-router.ts";

import { stopStockAlerts } from "./stop-stock-alerts.ts";
import { subscribeStockAlert } from "./subscribe-stock-alert.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const stockAlertsRouter = endpointRouter([subscribeStockAlert], [stopStockAlerts]);
