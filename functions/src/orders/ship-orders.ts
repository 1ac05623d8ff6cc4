import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";
import {
  SHIP_MESSAGES,
  stepsToShipped,
  type ShipOutcome,
} from "@bookstore/shared/orders/order-shipping.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { route } from "../http/route.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { DomainError } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { storeOrigin } from "../lib/store-origin.ts";

import { updateOrderStatus } from "./update-order-status.ts";

/**
 * Moves one order to shipped through each status between, as the dashboard's buttons would one
 * at a time, so its history, stock, customer counters and mail follow each step. Each step
 * starts only from the status the one before left (a change made meanwhile by someone else is
 * refused by updateOrderStatus's compare-and-set), and a refusal is this order's outcome alone.
 */
async function shipOrder(id: string, origin: string): Promise<ShipOutcome> {
  const stored = (await ordersCollection(db).doc(id).get()).data();
  if (!stored) return { id, shipped: false, message: ADMIN_MESSAGES.orderNotFound };
  if (stored.collection) return { id, shipped: false, message: SHIP_MESSAGES.collection };
  const steps = stepsToShipped(stored.status);
  if (!steps) return { id, shipped: false, message: SHIP_MESSAGES.cannotShip(stored.status) };
  let from = stored.status;
  let order: Order | undefined;
  try {
    for (const step of steps) {
      order = await updateOrderStatus(id, step, { origin, allowedFrom: [from] });
      from = step;
    }
  } catch (error) {
    if (error instanceof DomainError) return { id, shipped: false, message: error.message };
    throw error;
  }
  return order
    ? { id, shipped: true, order }
    : { id, shipped: false, message: SHIP_MESSAGES.cannotShip(from) };
}

/**
 * POST /api/orders/ship {ids}: 200 with each order's outcome in the order sent. The orders go one
 * after another, so the customers' mails and the figures follow the order they were asked in.
 */
export const shipOrders = route(API.shipOrders, async ({ body: { ids }, req }) => {
  const origin = storeOrigin(req);
  const outcomes: ShipOutcome[] = [];
  for (const id of ids) outcomes.push(await shipOrder(id, origin));
  return { outcomes };
});
