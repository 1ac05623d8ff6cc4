import type { DocumentReference, Firestore } from "firebase-admin/firestore";

import { allStockAlerts, type StoredStockAlert } from "../lib/collections/stock-alerts.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";
import type { RestockedBook } from "../mail/back-in-stock-mail.ts";

import { inAlertTransaction } from "./in-alert-transaction.ts";
import { mailAndEndAlert } from "./mail-and-end-alert.ts";

/** Alerts mailed at once: each is a short transaction of its own. */
const ALERTS_IN_FLIGHT = 20;

/**
 * Mails one alert and ends it, in one transaction that reads it first: of two runs that found
 * it (a retried event, or the events of two quick restocks), one commits and the other finds it
 * gone. The mail's id names the alert, so even a run that saw it before a commit it raced
 * cannot write a second mail. False when the alert was already gone.
 */
async function sendAlert(
  db: Firestore,
  ref: DocumentReference<StoredStockAlert>,
  book: RestockedBook,
  origin: string,
  key: Buffer,
): Promise<boolean> {
  return inAlertTransaction(db, ref, async (transaction, due) =>
    // An alert on a forthcoming book waits for its publication day, not for a restock.
    due.alert.publishesOn !== undefined
      ? false
      : mailAndEndAlert(transaction, due, book, { origin, key, reason: "restocked" }),
  );
}

/**
 * Mails every alert on the book, each once, and ends it. Called when the book's stock went from
 * 0 to more; returns how many mails it wrote. Alerts made while it runs wait for the next restock.
 */
export async function sendBookAlerts(
  db: Firestore,
  book: RestockedBook,
  origin: string,
): Promise<number> {
  const alerts = await allStockAlerts(db).where("bookId", "==", book.id).get();
  if (alerts.empty) return 0;
  const key = await unsubscribeKey();
  let sent = 0;
  for (let start = 0; start < alerts.docs.length; start += ALERTS_IN_FLIGHT) {
    const chunk = alerts.docs.slice(start, start + ALERTS_IN_FLIGHT);
    const results = await Promise.all(
      chunk.map((alert) => sendAlert(db, alert.ref, book, origin, key)),
    );
    sent += results.filter(Boolean).length;
  }
  return sent;
}
