import type { Request, Response } from "express";

import { COLLECTIONS } from "../shared/collections.ts";
import { tooManyRequestsMessage } from "../shared/messages.ts";

import { clientAddress } from "./client-address.ts";
import { minutesLeft, retryAfterSeconds, type FixedWindowRule } from "./fixed-window.ts";
import { HttpError } from "./http-error.ts";
import { firestoreRateLimiter } from "./rate-limit.ts";

/**
 * A per-client limit on one action (e.g. "contact"), counted in Firestore so every function
 * instance shares it. Throws a 429 with Retry-After once the client has used up its window.
 */
export function clientRateLimit(action: string, rule: FixedWindowRule) {
  const limiter = firestoreRateLimiter({ collection: COLLECTIONS.rateLimits, ...rule });
  return async (req: Request, res: Response): Promise<void> => {
    const decision = await limiter.consume(`${action}:${clientAddress(req)}`);
    if (decision.allowed) return;
    res.set("Retry-After", String(retryAfterSeconds(decision.retryAfterMs)));
    throw new HttpError(429, tooManyRequestsMessage(minutesLeft(decision.retryAfterMs)));
  };
}
