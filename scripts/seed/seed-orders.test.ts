import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import { planSeedOrders, seedStatusHistory } from "./seed-orders.ts";

const CREATED = Timestamp.fromDate(new Date("2025-03-01T12:00:00Z"));

function steps(status: Parameters<typeof seedStatusHistory>[0]) {
  return seedStatusHistory(status, CREATED).map(({ status: step, at }) => [
    step,
    at.toDate().toISOString(),
  ]);
}

describe("seedStatusHistory", () => {
  it("dates every step a delivered order took, from its creation on", () => {
    expect(steps("delivered")).toEqual([
      ["pending", "2025-03-01T12:00:00.000Z"],
      ["processing", "2025-03-02T12:00:00.000Z"],
      ["shipped", "2025-03-03T12:00:00.000Z"],
      ["delivered", "2025-03-07T12:00:00.000Z"],
    ]);
  });

  it("stops at the order's status", () => {
    expect(steps("pending")).toEqual([["pending", "2025-03-01T12:00:00.000Z"]]);
    expect(steps("shipped").map(([step]) => step)).toEqual(["pending", "processing", "shipped"]);
    expect(steps("cancelled").map(([step]) => step)).toEqual(["pending", "cancelled"]);
  });

  it("ends every planned order's history at its status, never after now", () => {
    const now = new Date();
    for (const order of planSeedOrders(now)) {
      const history = seedStatusHistory(order.status, order.createdAt);
      expect(history.at(-1)?.status).toBe(order.status);
      expect(history.at(-1)?.at.toMillis()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
