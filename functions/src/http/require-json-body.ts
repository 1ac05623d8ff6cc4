import type { RequestHandler } from "express";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { HttpError } from "./http-error.ts";
import { isOneClickUnsubscribe } from "./one-click-unsubscribe.ts";
import { requestBytes } from "./request-bytes.ts";

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Every body the JSON endpoints take is UTF-8 JSON. The Functions runtime would also parse a form
 * post (which any site's HTML form can send) and replace invalid UTF-8 silently; both are refused,
 * but for the one-click unsubscribe.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  const bytes = requestBytes(req);
  if (bytes.length === 0) {
    next();
    return;
  }
  if (isOneClickUnsubscribe(req)) {
    next();
    return;
  }
  if (req.is("application/json") === false) throw new HttpError(415, MESSAGES.jsonBodyRequired);
  try {
    STRICT_UTF8.decode(bytes);
  } catch {
    throw new HttpError(400, MESSAGES.bodyNotUtf8);
  }
  next();
};
