import type { Request } from "express";

import { clientAddress } from "./client-address.ts";
import type { FixedWindowRule } from "./fixed-window.ts";
import { instanceRateLimiter } from "./instance-rate-limit.ts";

/**
 * A per-client limit counted in this instance's memory (instanceRateLimiter), keyed by the
 * client's address: returns undefined when the request may go on, else the milliseconds until
 * the client's window ends (what Retry-After says).
 */
export function instanceClientLimit(
  rule: FixedWindowRule,
  now?: () => number,
): (req: Request) => number | undefined {
  const limiter = instanceRateLimiter(rule, now);
  return (req) => {
    const decision = limiter.consume(clientAddress(req));
    return decision.allowed ? undefined : decision.retryAfterMs;
  };
}
