import { preOrderLabel } from "../books/pre-order-label.ts";
import { COLLECTION_WORDING } from "../collection/collection-wording.ts";
import { formatDay } from "../format/date.ts";

import type { OrderStatus } from "./order.ts";
import { lastReleaseDayOf, type Line } from "./pre-order-lines.ts";

/**
 * The words people read about an order's pre-orders, on the screens and in the mails; what
 * happens to the lines is decided in pre-order-lines.ts, which words nothing.
 */

/**
 * For an order to collect that waits for a book, when it can be made ready ("Ready for collection
 * once its last book is published, on May 1, 2030."); null for a delivery, a cancelled order or
 * one with no book waiting.
 */
export function collectionReadyNote(order: {
  status: OrderStatus;
  items: readonly Line[];
  collection?: object;
}): string | null {
  if (order.collection === undefined || order.status === "cancelled") return null;
  const day = lastReleaseDayOf(order.items);
  return day === undefined ? null : COLLECTION_WORDING.readyOnceOut(formatDay(day));
}

/** The words for a line waiting for its day: "Follows when published on March 12, 2027". */
export function followsOn(publishesOn: string): string {
  return `Follows when published on ${formatDay(publishesOn)}`;
}

/**
 * How one line stands, shown beside its book when the order's lines differ (some wait or went
 * ahead); null when the order's status says it for every line.
 */
export function lineStateLabel(
  order: { status: OrderStatus; items: readonly Line[]; collection?: object },
  line: Line,
): string | null {
  if (order.status === "cancelled") return null;
  const mixed = order.items.some((item) => item.publishesOn !== undefined || item.shipped);
  if (!mixed) return null;
  if (line.shipped) return "Shipped";
  if (line.publishesOn !== undefined) return preOrderLabel(line.publishesOn);
  if (order.collection !== undefined) return COLLECTION_WORDING.heldWithOrder;
  return order.status === "shipped" || order.status === "delivered" ? "Shipped" : "Ready to ship";
}
