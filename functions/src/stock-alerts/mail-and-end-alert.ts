import type { DocumentReference, Transaction } from "firebase-admin/firestore";

import { type StoredStockAlert } from "../lib/collections/stock-alerts.ts";
import { mailDocument } from "../mail/add-mail.ts";
import {
  backInStockMail,
  type AlertReason,
  type RestockedBook,
} from "../mail/back-in-stock-mail.ts";

import { alertMailId } from "./alert-mail-id.ts";
import { signStopToken } from "./stop-token.ts";

/** One alert about to be mailed: where it is, whose it is, and what it holds. */
export interface DueAlert {
  ref: DocumentReference<StoredStockAlert>;
  uid: string;
  alert: StoredStockAlert;
}

/**
 * In `transaction`, after its other reads: the alert's one mail and the alert's end. The mail's id
 * names the alert, so a run that raced another's commit finds the mail there and writes none.
 * True when this run wrote the mail.
 */
export async function mailAndEndAlert(
  transaction: Transaction,
  { ref, uid, alert }: DueAlert,
  book: RestockedBook,
  { origin, key, reason }: { origin: string; key: Buffer; reason: AlertReason },
): Promise<boolean> {
  const mail = mailDocument(
    {
      to: alert.email,
      kind: "back-in-stock",
      message: backInStockMail(book, origin, signStopToken(uid, key), reason),
    },
    alertMailId(uid, alert.bookId, alert.createdAt),
  );
  const sent = await transaction.get(mail.ref);
  transaction.delete(ref);
  if (!sent.exists) transaction.create(mail.ref, mail.data);
  return !sent.exists;
}
