import { createHash } from "node:crypto";

import { Timestamp } from "firebase-admin/firestore";

import { countersCollection, type CounterCollectionName } from "../lib/collections/rate-limits.ts";
import { db } from "../lib/firebase.ts";
import { runStoreTransaction } from "../lib/store-writes.ts";

import { consumeWindow, type FixedWindowRule, type WindowDecision } from "./fixed-window.ts";

export interface RateLimiter {
  /** Counts one hit for `key`; refused once the window's limit is reached. */
  consume(key: string): Promise<WindowDecision>;
  /** Forgets `key`'s hits, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Takes back a hit counted in the window that opened at `windowStartMs`. */
  refund(key: string, windowStartMs: number): Promise<void>;
}

export interface RateLimiterOptions extends FixedWindowRule {
  collection: CounterCollectionName;
  now?: () => number;
}

/** The document id of a key: keys (usernames, client addresses) are never stored in clear. */
export function rateLimitKeyId(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * A fixed-window rate limiter whose counters live in Firestore, so every function instance
 * sees the same count; each hit is counted in a transaction, so concurrent hits cannot overshoot.
 */
export function firestoreRateLimiter({
  collection,
  limit,
  windowMs,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const counters = countersCollection(db, collection);
  return {
    consume(key) {
      const ref = counters.doc(rateLimitKeyId(key));
      return runStoreTransaction(async (transaction) => {
        const stored = (await transaction.get(ref)).data();
        const nowMs = now();
        const decision = consumeWindow(
          stored && { count: stored.count, windowStartMs: stored.windowStartedAt.toMillis() },
          { limit, windowMs },
          nowMs,
        );
        if (decision.allowed) {
          const { count, windowStartMs } = decision.counter;
          transaction.set(ref, {
            count,
            windowStartedAt: Timestamp.fromMillis(windowStartMs),
            expiresAt: Timestamp.fromMillis(windowStartMs + windowMs),
          });
        }
        return decision;
      });
    },
    refund(key, windowStartMs) {
      const ref = counters.doc(rateLimitKeyId(key));
      return runStoreTransaction(async (transaction) => {
        const stored = (await transaction.get(ref)).data();
        if (stored?.windowStartedAt.toMillis() !== windowStartMs || stored.count === 0) return;
        transaction.update(ref, { count: stored.count - 1 });
      });
    },
    async reset(key) {
      await counters.doc(rateLimitKeyId(key)).delete();
    },
  };
}
