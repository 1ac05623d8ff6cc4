import type { OrderStatus } from "./order-status.ts";
import type { Order } from "./order.ts";

const BEFORE_THE_STORE_STARTS: readonly OrderStatus[] = ["awaiting-publication", "pending"];
const UNTIL_COLLECTED: readonly OrderStatus[] = [
  ...BEFORE_THE_STORE_STARTS,
  "processing",
  "ready-for-collection",
];

/**
 * The statuses a customer may cancel their own order from. A delivery: only before the store
 * starts on it. An order to collect: until it is collected, because nothing is paid or sent
 * before the counter, and the hold cancels it anyway when nobody comes; cancelling returns its
 * copies at once instead of at the end of the hold.
 */
export function customerCancellableFrom(order: Pick<Order, "collection">): readonly OrderStatus[] {
  return order.collection === undefined ? BEFORE_THE_STORE_STARTS : UNTIL_COLLECTED;
}

/**
 * Whether the customer may still cancel the order: its status allows it
 * (customerCancellableFrom), and no book of it went out ahead of the forthcoming ones.
 */
export function customerMayCancel(order: Pick<Order, "status" | "items" | "collection">): boolean {
  return (
    customerCancellableFrom(order).includes(order.status) &&
    !order.items.some((item) => item.shipped)
  );
}
