import { z } from "zod";

import { strictBody } from "../core/strict-body.ts";

import type { shipOrdersResultSchema } from "./order-answers.ts";
import { orderIdsSchema } from "./order-ids.ts";
import { ORDER_STATUSES } from "./order-status.ts";
import { ORDER_TRANSITIONS, type OrderStatus } from "./order.ts";

/**
 * The statuses an order passes through, one allowed transition at a time, to become shipped:
 * ["processing", "shipped"] from pending, ["shipped"] from processing; null when no chain of
 * ORDER_TRANSITIONS leads there without cancelling (shipped, delivered, cancelled).
 */
export function stepsToShipped(from: OrderStatus): OrderStatus[] | null {
  if (from === "shipped") return null;
  const paths = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  const queue: OrderStatus[] = [from];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    const path = paths.get(status) ?? [];
    for (const next of ORDER_TRANSITIONS[status]) {
      if (next === "cancelled" || paths.has(next)) continue;
      const steps = [...path, next];
      if (next === "shipped") return steps;
      paths.set(next, steps);
      queue.push(next);
    }
  }
  return null;
}

export const SHIP_MESSAGES = {
  /** Why an order cannot be marked shipped, by the status it is in. */
  cannotShip: (status: OrderStatus) =>
    status === "cancelled"
      ? "This order is cancelled: it cannot be shipped."
      : status === "awaiting-publication"
        ? "This order waits for its books' publication day: it ships when they are out."
        : `This order is already ${status}.`,
  collection: "This order is collected in the shop: mark it ready for collection instead.",
} as const;

/** POST /api/orders/ship {ids}: each order is marked shipped, or refused on its own. */
export const shipOrdersSchema = strictBody({ ids: orderIdsSchema });

/** PATCH /api/orders/:id/status: the admin moves one order on, one status at a time. */
export const orderStatusChangeSchema = strictBody({
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` }),
});

/** The outcomes in the order the ids were sent. */
export type ShipOrdersResult = z.output<typeof shipOrdersResultSchema>;

/** One order's outcome: moved to shipped (with the order as it is now), or why not. */
export type ShipOutcome = ShipOrdersResult["outcomes"][number];
