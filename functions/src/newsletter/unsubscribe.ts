import type { Request } from "express";

import * as API from "@bookstore/shared/newsletter/newsletter-api.ts";
import {
  NEWSLETTER_MESSAGES,
  newsletterUnsubscribeSchema,
  unsubscribedMessage,
} from "@bookstore/shared/newsletter/newsletter.ts";

import { HttpError } from "../http/http-error.ts";
import { isOneClickBody, isOneClickUnsubscribe } from "../http/one-click-unsubscribe.ts";
import { requestBytes } from "../http/request-bytes.ts";
import { routeReadingOwnBody } from "../http/route.ts";
import { parseOrThrow } from "../http/validate.ts";
import { subscribersCollection } from "../lib/collections/subscribers.ts";
import { db } from "../lib/firebase.ts";
import { subscriberId } from "../lib/subscriber-id.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";

import { verifyUnsubscribeToken } from "./unsubscribe-token.ts";

/**
 * The token of a one-click POST or of a post without a body (in the query), or of the page's
 * JSON body; "" when none. The body is read here, not by the entry's schema: a one-click post's
 * is a form, and a post may have none.
 */
function tokenOf(req: Request, queryToken: string | undefined): string {
  if (isOneClickUnsubscribe(req)) {
    if (!isOneClickBody(req)) throw new HttpError(400, NEWSLETTER_MESSAGES.oneClickBodyInvalid);
    return queryToken ?? "";
  }
  if (requestBytes(req).length === 0) return queryToken ?? "";
  const body = parseOrThrow(newsletterUnsubscribeSchema, req.body);
  if (queryToken !== undefined && queryToken !== body.token) {
    throw new HttpError(400, NEWSLETTER_MESSAGES.unsubscribeTokenInvalid);
  }
  return body.token;
}

/**
 * POST /api/newsletter/unsubscribe: a valid token deletes its address's subscriber document and
 * answers 200, whether or not the address was still subscribed; any other token 400, with nothing
 * changed.
 */
export const unsubscribe = routeReadingOwnBody(API.unsubscribe, async ({ query, req }) => {
  const token = tokenOf(req, query.token);
  if (token === "") throw new HttpError(400, NEWSLETTER_MESSAGES.unsubscribeTokenMissing);
  const email = verifyUnsubscribeToken(token, await unsubscribeKey());
  if (email === null) throw new HttpError(400, NEWSLETTER_MESSAGES.unsubscribeTokenInvalid);
  await subscribersCollection(db).doc(subscriberId(email)).delete();
  return { message: unsubscribedMessage(email) };
});
