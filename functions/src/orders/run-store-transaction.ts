import type { Transaction } from "firebase-admin/firestore";

import { HttpError } from "../http/http-error.ts";
import { db } from "../lib/firebase.ts";
import { MESSAGES } from "../shared/messages.ts";

import { FIRESTORE_CODES, firestoreErrorCode } from "./firestore-error.ts";

/** What a transaction that lost to others, or met a busy backend, fails with. */
const CONTENTION_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.deadlineExceeded,
  FIRESTORE_CODES.resourceExhausted,
  FIRESTORE_CODES.aborted,
  FIRESTORE_CODES.unavailable,
]);

/**
 * Runs a read-write transaction with the SDK's retries and backoff; when every attempt lost to
 * contention the caller gets a 503 to retry, not a 500. Errors the function throws pass through.
 */
export async function runStoreTransaction<T>(
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.runTransaction(update);
  } catch (error) {
    if (CONTENTION_CODES.has(firestoreErrorCode(error))) {
      throw new HttpError(503, MESSAGES.storeBusy);
    }
    throw error;
  }
}
