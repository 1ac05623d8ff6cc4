import { knownStatusHistory } from "@bookstore/shared/orders/order.ts";

import type { StoredOrder } from "../lib/collections/orders.ts";

/**
 * How long an order ready for collection waits at the counter: COLLECTION_HOLD_DAYS in
 * functions/.env, 1 to 60 days, else 7. A day before the end the customer gets one reminder;
 * at the end, an order still not collected is cancelled and its copies go back.
 */
export const DEFAULT_COLLECTION_HOLD_DAYS = 7;
const MAX_COLLECTION_HOLD_DAYS = 60;
const DAY_MS = 86_400_000;

export function collectionHoldDays(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.COLLECTION_HOLD_DAYS?.trim();
  if (configured === undefined || configured === "") return DEFAULT_COLLECTION_HOLD_DAYS;
  const days = Number(configured);
  if (Number.isInteger(days) && days >= 1 && days <= MAX_COLLECTION_HOLD_DAYS) return days;
  console.error(
    `COLLECTION_HOLD_DAYS="${configured}" is not a whole number of days from 1 to ${String(MAX_COLLECTION_HOLD_DAYS)}; holding orders ${String(DEFAULT_COLLECTION_HOLD_DAYS)} days.`,
  );
  return DEFAULT_COLLECTION_HOLD_DAYS;
}

/** When the order became ready for collection, or null when it never did. */
export function readyAt(
  order: Pick<StoredOrder, "status" | "createdAt" | "statusHistory">,
): Date | null {
  const ready = knownStatusHistory(order).findLast(
    (step) => step.status === "ready-for-collection",
  );
  return ready === undefined ? null : ready.at.toDate();
}

/** The last moment the order waits at the counter: `holdDays` after it became ready. */
export function collectBy(ready: Date, holdDays: number): Date {
  return new Date(ready.getTime() + holdDays * DAY_MS);
}

/** What the daily run owes a ready order at `now`: its reminder, its cancel, or nothing yet. */
export function holdStep(
  order: Pick<StoredOrder, "status" | "createdAt" | "statusHistory" | "collectionRemindedAt">,
  now: Date,
  holdDays: number,
): "remind" | "cancel" | null {
  const ready = order.status === "ready-for-collection" ? readyAt(order) : null;
  if (ready === null) return null;
  const end = collectBy(ready, holdDays).getTime();
  // The reminder comes first whatever the date, so no order is cancelled without one.
  if (order.collectionRemindedAt === undefined)
    return now.getTime() >= end - DAY_MS ? "remind" : null;
  return now.getTime() >= end ? "cancel" : null;
}
