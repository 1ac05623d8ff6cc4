import { collectionLines, deliveryAddressLines } from "@/features/orders";
import type { PackingSlip } from "@bookstore/shared/orders/packing-slip.ts";

import { SHIPPING_TEXT } from "./order-shipping-text";

/** What a packing slip says about where the parcel goes and how it is paid. */
export interface SlipDestination {
  heading: string;
  /** The point an order to collect waits at, a line each; empty for a delivery. */
  point: string[];
  /**
   * The customer, a line each: name and address for a delivery, the name alone for an order to
   * collect (it has no address), blank lines left out. Empty when the account was deleted.
   */
  customer: string[];
  /** Said instead of the customer when they deleted their account. */
  noCustomer: string;
  /** The label of the cash total: to the courier, or at the counter. */
  payment: string;
}

/** Where the slip sends the parcel: the customer's address, or the point an order waits at. */
export function slipDestination(
  slip: Pick<PackingSlip, "name" | "address" | "collection" | "anonymised">,
): SlipDestination {
  const { collection } = slip;
  // An anonymised order keeps nothing of its customer; blank lines are address fields not given.
  const lines = (all: string[]) =>
    slip.anonymised ? [] : all.filter((line) => line.trim() !== "");
  if (collection === undefined) {
    return {
      heading: SHIPPING_TEXT.deliverTo,
      point: [],
      customer: lines(deliveryAddressLines(slip)),
      noCustomer: SHIPPING_TEXT.noAddress,
      payment: SHIPPING_TEXT.cashOnDelivery,
    };
  }
  return {
    heading: SHIPPING_TEXT.forCollection,
    point: collectionLines(collection),
    customer: lines([slip.name]),
    noCustomer: SHIPPING_TEXT.noCustomer,
    payment: SHIPPING_TEXT.payAtCollection,
  };
}
