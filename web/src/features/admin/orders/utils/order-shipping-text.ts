import { COLLECTION_WORDING } from "@bookstore/shared/collection/collection-wording.ts";
import { MAX_ORDERS_PER_ACTION } from "@bookstore/shared/orders/order-ids.ts";
import type { ShipOutcome } from "@bookstore/shared/orders/order-shipping.ts";

/** What the orders list's selection bar and the packing slips page say. */
export const SHIPPING_TEXT = {
  selectAll: "Select all orders shown",
  selectOrder: (id: string) => `Select order ${id}`,
  selectedCount: (count: number) =>
    count === 0 ? "No order selected" : `${String(count)} selected`,
  tooMany: `Select at most ${String(MAX_ORDERS_PER_ACTION)} orders at a time.`,
  printSlips: "Print packing slips",
  markShipped: "Mark shipped",
  marking: "Marking shipped…",
  shipFailed: "Could not mark the orders shipped. Please try again.",
  slipsHeading: "Packing slips",
  slipsNote: (count: number) =>
    `${String(count)} ${count === 1 ? "order" : "orders"}, one page each.`,
  print: "Print",
  backToOrders: "Back to orders",
  noOrdersChosen:
    "No orders chosen: select orders on the Orders page, then choose Print packing slips.",
  slipsFailed: "Could not load the packing slips. Please try again.",
  loadingSlips: "Loading the packing slips",
  slipTitle: "Packing slip",
  deliverTo: "Deliver to",
  forCollection: "For collection in the shop",
  noAddress: "The customer deleted their account: this order has no delivery address.",
  noCustomer: "The customer deleted their account.",
  cashOnDelivery: "Cash on delivery: collect",
  payAtCollection: COLLECTION_WORDING.payAtCollection,
  follows: "Follows in a parcel of its own",
} as const;

/** One line for a bulk "Mark shipped": how many moved, and how many were refused. */
export function shipSummary(outcomes: readonly ShipOutcome[]): string {
  const shipped = outcomes.filter((outcome) => outcome.shipped).length;
  const refused = outcomes.length - shipped;
  const moved = `${String(shipped)} ${shipped === 1 ? "order" : "orders"} marked shipped.`;
  return refused === 0 ? moved : `${moved} ${String(refused)} refused:`;
}
