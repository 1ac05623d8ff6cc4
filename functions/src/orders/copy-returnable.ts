import type { StoredOrderItem } from "@bookstore/shared/orders/order.ts";

/** The part of both SDKs' Timestamp classes this module needs. */
interface Stamp {
  toMillis(): number;
}

/** What a cancel reads of a line's book now. */
export interface CurrentBook {
  generation?: string;
  createdAt: Stamp;
}

/**
 * Whether a cancelled order's copy of a line goes back to the book stored under its id now: only
 * when it is the book the copy was taken from. A line that kept the book's generation needs the
 * same generation; a line stored before generations needs a book created no later than the order
 * (one created since cannot be the book the order bought). A deleted book takes nothing back.
 */
export function copyReturnable(
  item: Pick<StoredOrderItem, "bookGeneration">,
  book: CurrentBook | undefined,
  orderedAt: Stamp,
): boolean {
  if (book === undefined) return false;
  if (item.bookGeneration !== undefined) return book.generation === item.bookGeneration;
  return book.createdAt.toMillis() <= orderedAt.toMillis();
}
