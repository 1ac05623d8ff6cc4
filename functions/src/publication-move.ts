import type { Firestore } from "firebase-admin/firestore";

import type { WrittenBook } from "./books/book-write-plan.ts";
import { movePreOrders } from "./orders/move-pre-orders.ts";
import { moveBookAlerts } from "./stock-alerts/move-book-alerts.ts";

/**
 * Whether the write moved a book's publication day: it had one, and now has another or none (an
 * admin's edit, an import, a client's write). Any other write costs no read.
 */
export function publicationMoved(
  before: WrittenBook | undefined,
  after: WrittenBook | undefined,
): after is WrittenBook {
  return (
    before?.publishedOn !== undefined &&
    after !== undefined &&
    after.publishedOn !== before.publishedOn
  );
}

/**
 * What a moved day changes outside the book: the pre-orders waiting for it (docs/orders.md) and
 * its "Email me when it's out" alerts (docs/mail.md) follow the new day, or ship and mail at once
 * when the book is now out.
 */
export async function followPublicationMove(
  db: Firestore,
  book: { id: string; publishedOn?: string | undefined },
  now: Date,
  origin: string,
): Promise<void> {
  await Promise.all([
    movePreOrders(db, book.id, now, origin),
    moveBookAlerts(db, book, now, origin),
  ]);
}
