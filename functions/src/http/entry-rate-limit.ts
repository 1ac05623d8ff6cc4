import type { RateLimitDeclaration } from "@bookstore/shared/api/access.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import type { WindowDecision } from "./fixed-window.ts";
import { instanceRateLimiter } from "./instance-rate-limit.ts";
import { firestoreRateLimiter } from "./rate-limit.ts";

export interface EntryRateLimiter {
  consume(key: string): Promise<WindowDecision>;
  refund(key: string, windowStartMs: number): Promise<void>;
}

/** The limiter a declaration asks for: counted in this instance's memory or in Firestore. */
export function entryRateLimiter(declaration: RateLimitDeclaration): EntryRateLimiter {
  const rule = { limit: declaration.limit, windowMs: declaration.windowMs };
  if (declaration.counted === "store") {
    return firestoreRateLimiter({ collection: COLLECTIONS.rateLimits, ...rule });
  }
  const limiter = instanceRateLimiter(rule);
  return {
    consume: (key) => Promise.resolve(limiter.consume(key)),
    refund: (key, windowStartMs) => {
      limiter.refund(key, windowStartMs);
      return Promise.resolve();
    },
  };
}
