import type { Request } from "express";

import { stopStockAlertsSchema } from "@bookstore/shared/library/stock-alert-input.ts";
import * as API from "@bookstore/shared/library/stock-alerts-api.ts";
import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";
import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { HttpError } from "../http/http-error.ts";
import { isOneClickBody, isOneClickUnsubscribe } from "../http/one-click-unsubscribe.ts";
import { routeReadingOwnBody } from "../http/route.ts";
import { parseOrThrow } from "../http/validate.ts";
import { stockAlertsCollection } from "../lib/collections/stock-alerts.ts";
import { db } from "../lib/firebase.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";

import { verifyStopToken } from "./stop-token.ts";

/** Firestore's limit on the writes of one batch. */
const BATCH_WRITES = 500;

/**
 * The token of a mail client's one-click POST (in the query), or of the stop page's JSON body.
 * The body is read here, not by the entry's schema: a one-click post's is a form.
 */
function tokenOf(req: Request, queryToken: string | undefined): string {
  if (!isOneClickUnsubscribe(req)) return parseOrThrow(stopStockAlertsSchema, req.body ?? {}).token;
  if (!isOneClickBody(req)) throw new HttpError(400, NEWSLETTER_MESSAGES.oneClickBodyInvalid);
  if (queryToken === undefined) throw new HttpError(400, STOCK_ALERT_MESSAGES.stopTokenMissing);
  return queryToken;
}

/**
 * POST /api/stock-alerts/stop: the stop link of a back-in-stock mail ({token} from the stop
 * page, or a mail client's one-click POST to `?token=`) ends every alert the customer it names
 * still has. 200 whether or not any was left, so a second click says the same; 400 and nothing
 * changed for a missing, changed or foreign token. It needs no sign-in: the signed token is the
 * proof, as an unsubscribe link's is.
 */
export const stopStockAlerts = routeReadingOwnBody(API.stopStockAlerts, async ({ query, req }) => {
  const token = tokenOf(req, query.token);
  const uid = verifyStopToken(token, await unsubscribeKey());
  if (uid === null) throw new HttpError(400, STOCK_ALERT_MESSAGES.stopTokenInvalid);
  const alerts = await stockAlertsCollection(db, uid).listDocuments();
  for (let start = 0; start < alerts.length; start += BATCH_WRITES) {
    const batch = db.batch();
    for (const ref of alerts.slice(start, start + BATCH_WRITES)) batch.delete(ref);
    await batch.commit();
  }
  return { message: STOCK_ALERT_MESSAGES.stopped };
});
