import { FieldValue, type Firestore } from "firebase-admin/firestore";

import { isForthcoming } from "@bookstore/shared/books/publication.ts";
import { customerMayCancel } from "@bookstore/shared/orders/customer-cancel.ts";
import { orderFromDocument } from "@bookstore/shared/orders/order.ts";
import {
  redatedLines,
  releaseDayOf,
  waitingLines,
} from "@bookstore/shared/orders/pre-order-lines.ts";

import { booksCollection } from "../lib/collections/books.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";
import { mailDocument } from "../mail/add-mail.ts";
import { preOrderMovedMail } from "../mail/pre-order-moved-mail.ts";

import { signCancelToken } from "./cancel-token.ts";
import { releaseOrder } from "./release-pre-orders.ts";

/** What became of one order waiting for the book. */
type Outcome = "moved" | "unchanged" | "out";

/**
 * One order, in a transaction that reads it and the book: its waiting lines of the book take the
 * book's new day, the order's release day follows, and the customer's one mail about it commits
 * with the change. A retried event finds the lines on the new day and writes nothing; a book out
 * by now is "out", for the release to ship.
 */
async function moveOrder(
  db: Firestore,
  orderId: string,
  bookId: string,
  { now, origin, key }: { now: Date; origin: string; key: Buffer },
): Promise<Outcome> {
  const ref = ordersCollection(db).doc(orderId);
  return db.runTransaction(async (transaction) => {
    const [order, book] = await Promise.all([
      transaction.get(ref).then((snapshot) => snapshot.data()),
      transaction.get(booksCollection(db).doc(bookId)).then((snapshot) => snapshot.data()),
    ]);
    if (order === undefined || order.status === "cancelled") return "unchanged";
    if (book === undefined || !isForthcoming(book, now)) return "out";
    const { items, moved } = redatedLines(order.items, bookId, book.publishedOn);
    if (moved.length === 0) return "unchanged";
    const releasesOn = releaseDayOf(items);
    transaction.update(ref, {
      items,
      releasesOn: releasesOn === undefined ? FieldValue.delete() : releasesOn,
    });
    // A customer who deleted their account gets no more mail: the order has no address left.
    if (order.anonymisedAt === undefined && order.email !== "") {
      const updated = orderFromDocument(orderId, { ...order, items });
      // The mail carries the cancel link only while the customer can still cancel.
      const token = customerMayCancel(order)
        ? signCancelToken({ uid: order.uid, orderId }, key)
        : null;
      const mail = mailDocument({
        to: order.email,
        kind: "order-status",
        message: preOrderMovedMail(
          updated,
          { title: book.title, publishesOn: book.publishedOn },
          origin,
          token,
        ),
        about: { uid: order.uid, orderId },
      });
      transaction.create(mail.ref, mail.data);
    }
    return "moved";
  });
}

/**
 * Follows a move of the book's publication day into the orders that wait for it: each waiting
 * order takes the new day and mails its customer once, with the new day and a link that cancels
 * the order; when the book is now out, its orders are released at once instead of on the old day.
 * Returns how many orders were mailed about a new day.
 */
export async function movePreOrders(
  db: Firestore,
  bookId: string,
  now: Date,
  origin: string,
): Promise<number> {
  // Only orders with a line still waiting keep a release day; few do at any time.
  const waiting = await ordersCollection(db).where("releasesOn", ">=", "").get();
  const orders = waiting.docs.filter((doc) =>
    waitingLines(doc.data().items).some((item) => item.bookId === bookId),
  );
  if (orders.length === 0) return 0;
  const key = await unsubscribeKey();
  let moved = 0;
  for (const order of orders) {
    const outcome = await moveOrder(db, order.id, bookId, { now, origin, key });
    if (outcome === "moved") moved += 1;
    if (outcome === "out") await releaseOrder(db, order.id, now, origin);
  }
  return moved;
}
