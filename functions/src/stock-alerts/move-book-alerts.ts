import type { Firestore } from "firebase-admin/firestore";

import { isForthcoming } from "@bookstore/shared/books/publication.ts";

import { allStockAlerts } from "../lib/collections/stock-alerts.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";

import { sendPublicationAlert } from "./send-publication-alerts.ts";

/** Firestore's limit on the writes of one batch. */
const BATCH_WRITES = 500;

/**
 * Follows a move of the book's publication day into its "Email me when it's out" alerts: each
 * waits for the new day, or, when the book is now out, gets its one "Out now" mail at once
 * instead of on the old day. The mails say nothing of the move: the alert only asks for the day.
 */
export async function moveBookAlerts(
  db: Firestore,
  book: { id: string; publishedOn?: string | undefined },
  now: Date,
  origin: string,
): Promise<void> {
  const alerts = await allStockAlerts(db).where("bookId", "==", book.id).get();
  const waiting = alerts.docs.filter((alert) => alert.data().publishesOn !== undefined);
  if (waiting.length === 0) return;
  if (isForthcoming(book, now)) {
    for (let start = 0; start < waiting.length; start += BATCH_WRITES) {
      const batch = db.batch();
      for (const alert of waiting.slice(start, start + BATCH_WRITES)) {
        batch.update(alert.ref, { publishesOn: book.publishedOn });
      }
      await batch.commit();
    }
    return;
  }
  const key = await unsubscribeKey();
  for (const alert of waiting) await sendPublicationAlert(db, alert.ref, now, origin, key);
}
