import type { Request, RequestHandler } from "express";

import * as API from "../shared/api/contract.ts";
import { MESSAGES } from "../shared/messages.ts";

import { HttpError } from "./http-error.ts";
import { requestBytes } from "./request-bytes.ts";

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The one form post the API takes: a mail client's one-click unsubscribe (RFC 8058), which
 * POSTs `List-Unsubscribe=One-Click` form-encoded to the List-Unsubscribe address. Its handler
 * checks that body itself; the address carries the signed token.
 */
export function isOneClickUnsubscribe(req: Request): boolean {
  return (
    req.method === "POST" &&
    req.path === API.unsubscribe.path &&
    typeof req.is("application/x-www-form-urlencoded") === "string"
  );
}

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
