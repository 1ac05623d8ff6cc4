import type { Request, RequestHandler } from "express";

import { HttpError } from "../http/http-error.ts";
import { isOneClickBody, isOneClickUnsubscribe } from "../http/one-click-unsubscribe.ts";
import { requestBytes } from "../http/request-bytes.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { subscribersCollection } from "../lib/collections/subscribers.ts";
import { db } from "../lib/firebase.ts";
import { subscriberId } from "../lib/subscriber-id.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";
import * as API from "../shared/api/newsletter.ts";
import {
  NEWSLETTER_MESSAGES,
  newsletterUnsubscribeQuerySchema,
  newsletterUnsubscribeSchema,
  unsubscribedMessage,
} from "../shared/newsletter.ts";

import { verifyUnsubscribeToken } from "./unsubscribe-token.ts";

/** The token of a one-click POST (in the query) or of the page's JSON body; "" when none. */
function tokenOf(req: Request): string {
  const query = parseOrThrow(newsletterUnsubscribeQuerySchema, req.query);
  if (isOneClickUnsubscribe(req)) {
    if (!isOneClickBody(req)) throw new HttpError(400, NEWSLETTER_MESSAGES.oneClickBodyInvalid);
    return query.token ?? "";
  }
  if (requestBytes(req).length === 0) return query.token ?? "";
  const body = parseOrThrow(newsletterUnsubscribeSchema, req.body);
  if (query.token !== undefined && query.token !== body.token) {
    throw new HttpError(400, NEWSLETTER_MESSAGES.unsubscribeTokenInvalid);
  }
  return body.token;
}

/**
 * POST /api/newsletter/unsubscribe: a valid token deletes its address's subscriber document and
 * answers 200, whether or not the address was still subscribed; any other token 400, with nothing
 * changed.
 */
export const unsubscribe: RequestHandler = async (req, res) => {
  const token = tokenOf(req);
  if (token === "") throw new HttpError(400, NEWSLETTER_MESSAGES.unsubscribeTokenMissing);
  const email = verifyUnsubscribeToken(token, await unsubscribeKey());
  if (email === null) throw new HttpError(400, NEWSLETTER_MESSAGES.unsubscribeTokenInvalid);
  await subscribersCollection(db).doc(subscriberId(email)).delete();
  sendJson(res.status(200), API.unsubscribe, { message: unsubscribedMessage(email) });
};
