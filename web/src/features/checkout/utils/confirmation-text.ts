import { collectionLines, paymentLabel } from "@/features/orders";
import type { Order } from "@bookstore/shared/orders/order.ts";
import { collectionReadyNote } from "@bookstore/shared/orders/pre-order-wording.ts";

import { CHECKOUT_MESSAGES } from "./checkout-messages";

/** A line as a sentence of the dialog's one paragraph: a full stop unless it ends in one. */
function sentence(line: string): string {
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

/**
 * The thanks after ordering. An order to collect also says where and when, and that it is paid
 * at the counter, as the point was recorded on the order, and when it can be ready while a book
 * waits for its publication day; the dialog's text is one paragraph, so each line becomes a
 * sentence.
 */
export function confirmationText(order: Pick<Order, "collection" | "status" | "items">): string {
  if (order.collection === undefined) return CHECKOUT_MESSAGES.confirmedText;
  const [collectAt = "", address = "", hours = ""] = collectionLines(order.collection);
  const readyNote = collectionReadyNote(order);
  return [
    CHECKOUT_MESSAGES.confirmedText,
    sentence(`${collectAt}, ${address}`),
    sentence(hours),
    sentence(paymentLabel(order)),
    ...(readyNote === null ? [] : [readyNote]),
  ].join(" ");
}
