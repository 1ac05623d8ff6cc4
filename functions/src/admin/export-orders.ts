import { logger } from "firebase-functions/v2";

import { orderExportFileName } from "@bookstore/shared/orders/order-export.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { route } from "../http/route.ts";
import { db } from "../lib/firebase.ts";
import { writeOrdersCsv } from "../lib/orders-csv.ts";
import { storeTimeZone } from "../lib/zoned-day.ts";

/**
 * GET /api/admin/orders/export?from=&to=&status=&per=: the orders as a CSV attachment, streamed
 * from Firestore a page at a time. Every check happens before the first byte; a failure after
 * it cuts the download short, which the browser reports as a failed download.
 */
export const exportOrders = route(API.exportOrders, async ({ query: filter, res }) => {
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
  return undefined;
});
