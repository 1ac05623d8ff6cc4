import { z } from "zod";

import { isDocumentId } from "../core/document-id.ts";
import { strictBody } from "../core/strict-body.ts";

import { STOCK_ALERT_MESSAGES, STOP_TOKEN_MAX_LENGTH } from "./stock-alerts.ts";

/**
 * The bodies of the stock alert endpoints (classic zod, apart from stock-alerts.ts so the book
 * page's button loads no schema code: the API checks the body).
 */

const bookIdSchema = z
  .string({ error: STOCK_ALERT_MESSAGES.bookIdInvalid })
  .refine(isDocumentId, { error: STOCK_ALERT_MESSAGES.bookIdInvalid });

/** What the book page sends to POST /api/stock-alerts. */
export const stockAlertRequestSchema = strictBody({ bookId: bookIdSchema });

export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>;

const stopTokenSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? STOCK_ALERT_MESSAGES.stopTokenMissing
        : STOCK_ALERT_MESSAGES.stopTokenInvalid,
  })
  .min(1, { error: STOCK_ALERT_MESSAGES.stopTokenMissing })
  .max(STOP_TOKEN_MAX_LENGTH, { error: STOCK_ALERT_MESSAGES.stopTokenInvalid });

/** What the stop page sends to POST /api/stock-alerts/stop. */
export const stopStockAlertsSchema = strictBody({ token: stopTokenSchema });

/**
 * `?token=` of the mail's List-Unsubscribe link, which mail clients POST to with the body
 * `List-Unsubscribe=One-Click` (RFC 8058). Other parameters are ignored: a mail provider may add
 * its own to a link.
 */
export const stopStockAlertsQuerySchema = z.object({ token: stopTokenSchema.optional() });

export type StopStockAlertsRequest = z.input<typeof stopStockAlertsSchema>;
