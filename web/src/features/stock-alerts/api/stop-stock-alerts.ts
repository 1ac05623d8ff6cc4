import { useMutation } from "@tanstack/react-query";

import { apiRequest } from "@/lib/api-client";
import type { StopStockAlertsRequest } from "@bookstore/shared/library/stock-alert-input.ts";
import * as API from "@bookstore/shared/library/stock-alerts-api.ts";
import type { StopStockAlertsResult } from "@bookstore/shared/library/stock-alerts.ts";

/** POST /api/stock-alerts/stop: the signed token in the mail's link names the customer. */
export function stopStockAlerts(input: StopStockAlertsRequest): Promise<StopStockAlertsResult> {
  return apiRequest(API.stopStockAlerts, { body: input });
}

export function useStopStockAlerts() {
  return useMutation({ mutationFn: stopStockAlerts });
}
