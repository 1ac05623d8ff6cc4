import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";

import { STOCK_ALERT_MESSAGES } from "./stock-alerts.ts";

/**
 * Back-in-stock alerts: asking for one, and a mail's stop link.
 */

export const stockAlertResultSchema = z.object({
  message: z.enum([
    STOCK_ALERT_MESSAGES.subscribed,
    STOCK_ALERT_MESSAGES.alreadySubscribed,
    STOCK_ALERT_MESSAGES.subscribedForthcoming,
    STOCK_ALERT_MESSAGES.alreadySubscribedForthcoming,
  ]),
});

export type StockAlertResult = z.output<typeof stockAlertResultSchema>;

export const stopStockAlertsResultSchema = z.object({
  message: z.literal(STOCK_ALERT_MESSAGES.stopped),
});

export type StopStockAlertsResult = z.output<typeof stopStockAlertsResultSchema>;

/**
 * The signed-in customer asks to be mailed when an out-of-stock book is back: 201 (new) or 200
 * (already asked); 403 unless the address is verified, 404 unknown book, 409 in stock.
 */
export const subscribeStockAlert = {
  name: "subscribeStockAlert",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "POST",
  path: "/api/stock-alerts",
  request: async () => (await import("./stock-alert-input.ts")).stockAlertRequestSchema,
  response: stockAlertResultSchema,
} as const;

/** A back-in-stock mail's stop link: `{token}` ends every alert of the customer it names. */
export const stopStockAlerts = {
  name: "stopStockAlerts",
  access: "anyone",
  rateLimit: RATE_LIMITS.mailLink,
  method: "POST",
  path: "/api/stock-alerts/stop",
  query: async () => (await import("./stock-alert-input.ts")).stopStockAlertsQuerySchema,
  request: async () => (await import("./stock-alert-input.ts")).stopStockAlertsSchema,
  response: stopStockAlertsResultSchema,
} as const;
