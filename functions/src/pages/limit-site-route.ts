import type { RequestHandler } from "express";

import type { FixedWindowRule } from "../http/fixed-window.ts";
import { instanceClientLimit } from "../http/instance-client-limit.ts";

import { sendTooManyRequests, type RefusalFormat } from "./too-many-requests.ts";

/** A route's per-client limit (shared/site/site-route-limits.ts): past it, a 429 in `format`. */
export function limitSiteRoute(rule: FixedWindowRule, format: RefusalFormat): RequestHandler {
  const limited = instanceClientLimit(rule);
  return (req, res, next) => {
    const retryAfterMs = limited(req);
    if (retryAfterMs === undefined) {
      next();
      return;
    }
    sendTooManyRequests(res, retryAfterMs, format);
  };
}
