import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";

import { utcDay } from "@bookstore/shared/books/publication.ts";
import { knownStatusHistory, orderFromDocument } from "@bookstore/shared/orders/order.ts";
import {
  releaseDayOf,
  releasedLines,
  waitingLines,
} from "@bookstore/shared/orders/pre-order-lines.ts";

import { booksCollection } from "../lib/collections/books.ts";
import { ordersCollection, type StoredOrder } from "../lib/collections/orders.ts";
import { mailDocument } from "../mail/add-mail.ts";
import { preOrderReleasedMail } from "../mail/pre-order-released-mail.ts";

export interface ReleaseOutcome {
  /** Orders whose lines were released, each with its one mail. */
  released: number;
}

/**
 * One order's release at `now`, in a transaction: each waiting line whose book is out loses its
 * publication day, a line whose book moved to a later day waits for that day, and an order left
 * with nothing waiting moves from awaiting-publication to pending. The customer's mail is
 * created under an id of the order and the day, in the same transaction: a second run, or two
 * runs at once, find the lines released (or the mail there) and write nothing.
 */
export async function releaseOrder(
  database: Firestore,
  id: string,
  now: Date,
  origin: string,
): Promise<boolean> {
  const ref = ordersCollection(database).doc(id);
  return database.runTransaction(async (transaction) => {
    const order = (await transaction.get(ref)).data();
    if (!order) return false;
    if (order.status === "cancelled") {
      transaction.update(ref, { releasesOn: FieldValue.delete() });
      return false;
    }
    const waiting = waitingLines(order.items);
    const bookRefs = waiting.map((item) => booksCollection(database).doc(item.bookId));
    const books = bookRefs.length === 0 ? [] : await transaction.getAll(...bookRefs);
    const dayOf = new Map(books.map((book) => [book.id, book.data()?.publishedOn]));
    const { items, released } = releasedLines(order.items, dayOf, now);
    const releasesOn = releaseDayOf(items);
    const movesOn = order.status === "awaiting-publication" && releasesOn === undefined;
    const at = Timestamp.fromDate(now);
    const change: Partial<StoredOrder> = {
      items,
      ...(movesOn
        ? {
            status: "pending",
            statusHistory: [...knownStatusHistory(order), { status: "pending", at }],
          }
        : {}),
    };
    transaction.update(ref, {
      ...change,
      releasesOn: releasesOn === undefined ? FieldValue.delete() : releasesOn,
    });
    if (released.length === 0) return false;
    // A customer who deleted their account gets no more mail: the order has no address left.
    if (order.anonymisedAt === undefined && order.email !== "") {
      const updated = orderFromDocument(id, { ...order, ...change });
      const mail = mailDocument(
        {
          to: order.email,
          kind: "order-status",
          message: preOrderReleasedMail(updated, released, origin),
          about: { uid: order.uid, orderId: id },
        },
        `pre-order-released-${id}-${utcDay(now)}`,
      );
      transaction.create(mail.ref, mail.data);
    }
    return true;
  });
}

/**
 * Releases every order with a line waiting for a day up to today (UTC), one order at a time: the
 * scheduled releasePreOrders function runs it daily, and `npm run orders:release` on the
 * emulators. Running it again, or twice at once, releases nothing more and sends no second mail.
 */
export async function releasePreOrders(
  database: Firestore,
  now: Date,
  origin: string,
): Promise<ReleaseOutcome> {
  const due = await ordersCollection(database).where("releasesOn", "<=", utcDay(now)).get();
  let released = 0;
  for (const order of due.docs) {
    if (await releaseOrder(database, order.id, now, origin)) released += 1;
  }
  return { released };
}
