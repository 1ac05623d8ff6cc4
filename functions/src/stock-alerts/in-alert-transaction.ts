import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";

import type { StoredStockAlert } from "../lib/collections/stock-alerts.ts";

import type { DueAlert } from "./mail-and-end-alert.ts";

/**
 * Runs `body` in a transaction that first reads the alert at `ref` and finds its owner (the
 * customer whose alerts hold it), so that of two runs that found the same alert, one commits and
 * the other finds it gone. False, with nothing written, when it is gone already.
 */
export async function inAlertTransaction(
  db: Firestore,
  ref: DocumentReference<StoredStockAlert>,
  body: (transaction: Transaction, due: DueAlert) => Promise<boolean>,
): Promise<boolean> {
  const uid = ref.parent.parent?.id;
  if (uid === undefined) return false;
  return db.runTransaction(async (transaction) => {
    const alert = (await transaction.get(ref)).data();
    return alert === undefined ? false : body(transaction, { ref, uid, alert });
  });
}
