import type { DocumentReference, Timestamp, UpdateData } from "firebase-admin/firestore";

import type { StoredReview } from "../lib/collections/reviews.ts";
import { Conflict } from "../lib/domain-errors.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { REVIEW_MESSAGES } from "../shared/review.ts";

/** What an update fails with when the review was written (or deleted) after it was read. */
const CHANGED_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.failedPrecondition,
  FIRESTORE_CODES.notFound,
]);

/**
 * Updates the review only if it is as it was read (`readAt`, the read's update time): an author's edit never undoes an admin's hide
 * (or the reverse), and a write that lost to another is a 409 that changes nothing.
 */
export async function updateUnchangedReview(
  ref: DocumentReference<StoredReview>,
  update: UpdateData<StoredReview>,
  readAt: Timestamp | undefined,
): Promise<void> {
  try {
    await ref.update(update, readAt ? { lastUpdateTime: readAt } : { exists: true });
  } catch (error) {
    if (CHANGED_CODES.has(firestoreErrorCode(error))) {
      throw new Conflict(REVIEW_MESSAGES.changedMeanwhile);
    }
    throw error;
  }
}
