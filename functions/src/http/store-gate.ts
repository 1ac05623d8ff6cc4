import type { Transaction } from "firebase-admin/firestore";

import { db } from "../lib/firebase.ts";
import { MESSAGES } from "../shared/messages.ts";
import { STORE_CLOSING_RETRY_AFTER_SECONDS, STORE_GATE } from "../shared/store-gate.ts";

import { HttpError } from "./http-error.ts";

const gate = db.collection(STORE_GATE.collection).doc(STORE_GATE.document);

/**
 * Refuses the write with a 503 and Retry-After while the store is closing. Read inside the
 * write's own transaction: a transaction that saw the store open cannot commit after the write
 * that closes it, so once `closing: true` is committed no acknowledged write can follow it.
 */
export async function assertStoreOpen(transaction: Transaction): Promise<void> {
  const snapshot = await transaction.get(gate);
  if (snapshot.get(STORE_GATE.field) === true) {
    throw new HttpError(503, MESSAGES.storeClosing, {
      "Retry-After": String(STORE_CLOSING_RETRY_AFTER_SECONDS),
    });
  }
}
