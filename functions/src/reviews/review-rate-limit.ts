import type { Response } from "express";

import { minutesLeft, retryAfterSeconds } from "../http/fixed-window.ts";
import { HttpError } from "../http/http-error.ts";
import { firestoreRateLimiter } from "../http/rate-limit.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import { REVIEW_MESSAGES, REVIEW_RATE_LIMIT } from "../shared/review.ts";

const limiter = firestoreRateLimiter({ collection: COLLECTIONS.rateLimits, ...REVIEW_RATE_LIMIT });

/**
 * Counts one review write (create or edit) of the customer, keyed by their uid (stored hashed,
 * as every counter is): a customer rather than a connection writes reviews. Throws a 429 with
 * Retry-After once they have used up the window.
 */
export async function limitReviewWrites(uid: string, res: Response): Promise<void> {
  const decision = await limiter.consume(`review:${uid}`);
  if (decision.allowed) return;
  res.set("Retry-After", String(retryAfterSeconds(decision.retryAfterMs)));
  throw new HttpError(429, REVIEW_MESSAGES.tooManyReviews(minutesLeft(decision.retryAfterMs)));
}
