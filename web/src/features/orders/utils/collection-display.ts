import type { Order, OrderCollection } from "@bookstore/shared/orders/order.ts";

import { ORDERS_MESSAGES } from "./orders-messages";

/** "Collect at <name>": the point an order waits at, by the name it had when ordered. */
export function collectAtLine({ name }: Pick<OrderCollection, "name">): string {
  return ORDERS_MESSAGES.collectAt(name);
}

/**
 * Where an order to collect waits, a line each: "Collect at <name>", the point's address and
 * "Opening hours: <hours>", as the point was when the order was placed. The point's id is not
 * needed, so a packing slip, which has none, shows the same lines.
 */
export function collectionLines(
  collection: Pick<OrderCollection, "name" | "address" | "hours">,
): string[] {
  return [
    collectAtLine(collection),
    collection.address,
    ORDERS_MESSAGES.openingHours(collection.hours),
  ];
}

/** How the order is paid: cash at the counter for an order to collect, else to the courier. */
export function paymentLabel(order: Pick<Order, "collection">): string {
  return order.collection === undefined
    ? ORDERS_MESSAGES.cashOnDelivery
    : ORDERS_MESSAGES.payAtCollection;
}
