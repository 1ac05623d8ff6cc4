import type { RequestHandler } from "express";
import { logger } from "firebase-functions/v2";

import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import { orderExportQuerySchema } from "../lib/order-export-query.ts";
import { writeOrdersCsv } from "../lib/orders-csv.ts";
import { storeTimeZone } from "../lib/zoned-day.ts";
import { orderExportFileName } from "../shared/order-export.ts";

/**
 * GET /api/admin/orders/export?from=&to=&status=&per=: the orders as a CSV attachment, streamed
 * from Firestore a page at a time. Every check happens before the first byte; a failure after
 * it cuts the download short, which the browser reports as a failed download.
 */
export const exportOrders: RequestHandler = async (req, res) => {
  const filter = parseOrThrow(orderExportQuerySchema, req.query);
  res
    .attachment(orderExportFileName(filter))
    .type("text/csv; charset=utf-8")
    .set("Cache-Control", "private, no-store");
  try {
    await writeOrdersCsv(db, filter, res, { timeZone: storeTimeZone() });
  } catch (error) {
    if (!res.headersSent) throw error;
    logger.error("The orders export stopped part way", { error });
  }
};
