import type { DocumentReference, Firestore } from "firebase-admin/firestore";

import { isForthcoming, utcDay } from "@bookstore/shared/books/publication.ts";

import { booksCollection } from "../lib/collections/books.ts";
import { allStockAlerts, type StoredStockAlert } from "../lib/collections/stock-alerts.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";

import { inAlertTransaction } from "./in-alert-transaction.ts";
import { mailAndEndAlert } from "./mail-and-end-alert.ts";

/**
 * One "Email me when it's out" alert on its day, in a transaction that reads the alert and its
 * book: a book out by `now` gets its "Out now" mail, under the alert's own mail id, and the alert
 * ends in the same commit; a book whose day moved later keeps the alert waiting for that day; a
 * deleted book ends it without mail. False when no mail was written.
 */
export async function sendPublicationAlert(
  db: Firestore,
  ref: DocumentReference<StoredStockAlert>,
  now: Date,
  origin: string,
  key: Buffer,
): Promise<boolean> {
  return inAlertTransaction(db, ref, async (transaction, due) => {
    if (due.alert.publishesOn === undefined) return false;
    const book = (await transaction.get(booksCollection(db).doc(due.alert.bookId))).data();
    if (book === undefined) {
      transaction.delete(ref);
      return false;
    }
    if (isForthcoming(book, now)) {
      transaction.update(ref, { publishesOn: book.publishedOn });
      return false;
    }
    return mailAndEndAlert(
      transaction,
      due,
      { id: due.alert.bookId, title: book.title },
      { origin, key, reason: "published" },
    );
  });
}

/**
 * Mails every "Email me when it's out" alert whose day has come (UTC), each once, and ends it:
 * the pre-orders' release runs it each day. Returns how many mails it wrote; a second run, or
 * two at once, write none more.
 */
export async function sendPublicationAlerts(
  db: Firestore,
  now: Date,
  origin: string,
): Promise<number> {
  const due = await allStockAlerts(db).where("publishesOn", "<=", utcDay(now)).get();
  if (due.empty) return 0;
  const key = await unsubscribeKey();
  let sent = 0;
  for (const alert of due.docs) {
    if (await sendPublicationAlert(db, alert.ref, now, origin, key)) sent += 1;
  }
  return sent;
}
