import type { Transaction, WriteBatch } from "firebase-admin/firestore";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { StoreBusy } from "./domain-errors.ts";
import { db } from "./firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "./firestore-error.ts";

/** What a write that lost to others, or met a busy backend, fails with. */
const CONTENTION_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.deadlineExceeded,
  FIRESTORE_CODES.resourceExhausted,
  FIRESTORE_CODES.aborted,
  FIRESTORE_CODES.unavailable,
]);

/** Whether Firestore refused for contention or a busy backend, which a retry may get past. */
export function isStoreContention(error: unknown): boolean {
  return CONTENTION_CODES.has(firestoreErrorCode(error));
}

/** Contention becomes StoreBusy, which the caller may retry; other errors pass through. */
function busyOr(error: unknown): unknown {
  return isStoreContention(error) ? new StoreBusy(MESSAGES.storeBusy) : error;
}

/** Runs a read-write transaction with the SDK's retries and backoff. */
export async function runStoreTransaction<T>(
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.runTransaction(update);
  } catch (error) {
    throw busyOr(error);
  }
}

/** Commits the batch's writes atomically. */
export async function commitStoreBatch(batch: WriteBatch): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    throw busyOr(error);
  }
}
