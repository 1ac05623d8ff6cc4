import { consumeWindow, type FixedWindowRule, type WindowDecision } from "./fixed-window.ts";

/** How many keys one limiter remembers before it forgets the ones whose window has ended. */
const SWEEP_AT_KEYS = 10_000;

export interface InstanceRateLimiter {
  /** Counts one hit for `key`; refused once the window's limit is reached. */
  consume(key: string): WindowDecision;
  /** Takes back a hit counted in the window that opened at `windowStartMs`. */
  refund(key: string, windowStartMs: number): void;
}

/**
 * A fixed-window limiter counted in this function instance's memory: no Firestore read or write,
 * so it fits cheap anonymous reads (search, sitemaps, rendered covers) where a stored counter
 * would cost more than the work it guards. Each instance counts on its own, so the store's whole
 * allowance is the limit times the function's instance cap. Ended windows are swept once the
 * map grows past SWEEP_AT_KEYS, so a flood of distinct clients cannot grow it without bound.
 */
export function instanceRateLimiter(
  rule: FixedWindowRule,
  now: () => number = Date.now,
): InstanceRateLimiter {
  const counters = new Map<string, { count: number; windowStartMs: number }>();
  return {
    consume(key) {
      const nowMs = now();
      if (counters.size >= SWEEP_AT_KEYS) {
        for (const [stored, counter] of counters) {
          if (nowMs >= counter.windowStartMs + rule.windowMs) counters.delete(stored);
        }
      }
      const decision = consumeWindow(counters.get(key), rule, nowMs);
      counters.set(key, decision.counter);
      return decision;
    },
    refund(key, windowStartMs) {
      const counter = counters.get(key);
      if (counter?.windowStartMs !== windowStartMs || counter.count === 0) return;
      counters.set(key, { count: counter.count - 1, windowStartMs });
    },
  };
}
