import { COLLECTION_WORDING } from "@bookstore/shared/collection/collection-wording.ts";
import { nextStatuses, type Order, type OrderStatus } from "@bookstore/shared/orders/order.ts";

/**
 * The statuses the row's buttons offer: the order's own next ones, but never "collected", which
 * only the customer's code reaches (the collection code form).
 */
export function statusMoves(order: Pick<Order, "status" | "collection">): OrderStatus[] {
  return nextStatuses(order).filter((status) => status !== "collected");
}

/** What the orders list says about an order the customer collects in the shop. */
export const COLLECTION_TEXT = {
  collectAt: COLLECTION_WORDING.collectAt,
  codeLabel: "Collection code",
  formLabel: (orderId: string) => `Collect order ${orderId}`,
  markCollected: "Mark collected",
  marking: "Marking…",
  /** Said once the code matched; the status badge then reads Collected. */
  handedOver: "Handed over to the customer.",
  codeProblem: (message: string) => `Collection code ${message}.`,
  failed: "Could not mark the order collected. Please try again.",
} as const;
