import { describe, expect, it } from "vitest";

import { ORDER_LIMITS, ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";

import { LimitReached } from "../lib/domain-errors.ts";

import { checkOrderLimits } from "./order-limits.ts";

const NOW = Date.UTC(2026, 0, 1, 12);
const MINUTE = 60_000;

function refusal(run: () => unknown): LimitReached {
  try {
    run();
  } catch (error) {
    if (error instanceof LimitReached) return error;
    throw error;
  }
  throw new Error("the order was allowed");
}

describe("checkOrderLimits", () => {
  it("allows an order below both limits and keeps the last hour's times, oldest first", () => {
    const kept = checkOrderLimits(
      {
        pendingOrderIds: ["a"],
        recentOrderTimesMs: [NOW - 5 * MINUTE, NOW - 61 * MINUTE, NOW - 30 * MINUTE],
      },
      NOW,
    );
    expect(kept).toEqual([NOW - 30 * MINUTE, NOW - 5 * MINUTE]);
  });

  it("refuses one more pending order than the limit, with an hour's Retry-After", () => {
    const pending = Array.from({ length: ORDER_LIMITS.pendingPerCustomer }, (_, i) => `o${i}`);
    const error = refusal(() =>
      checkOrderLimits({ pendingOrderIds: pending, recentOrderTimesMs: [] }, NOW),
    );
    expect(error.message).toBe(ORDER_MESSAGES.tooManyPending);
    expect(error.retryAfterSeconds).toBe(3600);
  });

  it("refuses the hour's next order until the oldest of them is an hour old", () => {
    const times = Array.from({ length: ORDER_LIMITS.perHour }, (_, i) => NOW - (50 - i) * MINUTE);
    const error = refusal(() =>
      checkOrderLimits({ pendingOrderIds: [], recentOrderTimesMs: times }, NOW),
    );
    expect(error.retryAfterSeconds).toBe(10 * 60);
    expect(error.message).toBe(ORDER_MESSAGES.tooManyPerHour(10));
  });

  it("allows an order again once the hour's oldest order is over an hour old", () => {
    const withinHour = Array.from(
      { length: ORDER_LIMITS.perHour - 1 },
      (_, i) => NOW - (50 - i) * MINUTE,
    );
    const times = [NOW - 61 * MINUTE, ...withinHour];
    expect(checkOrderLimits({ pendingOrderIds: [], recentOrderTimesMs: times }, NOW)).toHaveLength(
      ORDER_LIMITS.perHour - 1,
    );
  });
});
