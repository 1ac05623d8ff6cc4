import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  PENDING_LIMIT_RETRY_AFTER_SECONDS,
} from "@bookstore/shared/orders/order.ts";

import { LimitReached } from "../lib/domain-errors.ts";

const HOUR_MS = 60 * 60 * 1000;

/** What the limits read of customers/<uid>, with times as milliseconds. */
export interface OrderLimitCounters {
  pendingOrderIds: readonly string[];
  recentOrderTimesMs: readonly number[];
}

/**
 * Checks one more order against the customer's limits at `nowMs`: throws LimitReached (a 429
 * with Retry-After) when the customer already has the most pending orders, or has placed the
 * most orders in the hour before `nowMs`. Otherwise returns the times of the last hour's orders,
 * oldest first, to store with the new order's time added.
 */
export function checkOrderLimits(counters: OrderLimitCounters, nowMs: number): number[] {
  if (counters.pendingOrderIds.length >= ORDER_LIMITS.pendingPerCustomer) {
    throw new LimitReached(ORDER_MESSAGES.tooManyPending, PENDING_LIMIT_RETRY_AFTER_SECONDS);
  }
  const lastHour = counters.recentOrderTimesMs
    .filter((ms) => ms > nowMs - HOUR_MS)
    .sort((a, b) => a - b);
  if (lastHour.length >= ORDER_LIMITS.perHour) {
    // A slot frees when the oldest order that fills the hour is an hour old.
    const freedAtMs = (lastHour[lastHour.length - ORDER_LIMITS.perHour] ?? nowMs) + HOUR_MS;
    const waitMs = Math.max(1000, freedAtMs - nowMs);
    throw new LimitReached(
      ORDER_MESSAGES.tooManyPerHour(Math.max(1, Math.ceil(waitMs / 60_000))),
      Math.ceil(waitMs / 1000),
    );
  }
  return lastHour;
}
