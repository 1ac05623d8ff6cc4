/** Fixed-window counting: at most `limit` hits per key in a window that opens at its first hit. */

export interface FixedWindowRule {
  limit: number;
  windowMs: number;
}

export interface WindowCounter {
  count: number;
  windowStartMs: number;
}

export type WindowDecision =
  | { allowed: true; counter: WindowCounter }
  | { allowed: false; counter: WindowCounter; retryAfterMs: number };

/** The counter a hit at `nowMs` leaves behind, and whether the hit is allowed. */
export function consumeWindow(
  current: WindowCounter | undefined,
  rule: FixedWindowRule,
  nowMs: number,
): WindowDecision {
  const expired =
    current === undefined ||
    nowMs >= current.windowStartMs + rule.windowMs ||
    nowMs < current.windowStartMs;
  const counter = expired ? { count: 0, windowStartMs: nowMs } : current;
  if (counter.count >= rule.limit) {
    return { allowed: false, counter, retryAfterMs: counter.windowStartMs + rule.windowMs - nowMs };
  }
  return {
    allowed: true,
    counter: { count: counter.count + 1, windowStartMs: counter.windowStartMs },
  };
}

/** Whole minutes until a blocked caller may try again, at least 1. */
export function minutesLeft(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** The Retry-After header's whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
