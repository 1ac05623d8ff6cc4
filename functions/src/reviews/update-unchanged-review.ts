import type {
  DocumentReference,
  Timestamp,
  UpdateData,
  WriteBatch,
} from "firebase-admin/firestore";

import { REVIEW_MESSAGES } from "@bookstore/shared/reviews/review.ts";

import type { StoredReview } from "../lib/collections/reviews.ts";
import { Conflict } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

/** What an update fails with when the review was written (or deleted) after it was read. */
const CHANGED_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.failedPrecondition,
  FIRESTORE_CODES.notFound,
]);

async function answeringChangedWith409(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (CHANGED_CODES.has(firestoreErrorCode(error))) {
      throw new Conflict(REVIEW_MESSAGES.changedMeanwhile);
    }
    throw error;
  }
}

/**
 * Updates the review only if it is as it was read (`readAt`, the read's update time): an author's edit never undoes an admin's hide
 * (or the reverse), and a write that lost to another is a 409 that changes nothing.
 */
export async function updateUnchangedReview(
  ref: DocumentReference<StoredReview>,
  update: UpdateData<StoredReview>,
  readAt: Timestamp | undefined,
): Promise<void> {
  await answeringChangedWith409(() =>
    ref.update(update, readAt ? { lastUpdateTime: readAt } : { exists: true }),
  );
}

/**
 * Commits the batch `write` fills, which updates a review only if it is as read (a
 * compare-and-set on its update time) together with the writes that go with it: a review changed
 * meanwhile is a 409, and nothing is written.
 */
export async function commitUnchangedReview(write: (batch: WriteBatch) => void): Promise<void> {
  const batch = db.batch();
  write(batch);
  await answeringChangedWith409(() => batch.commit());
}
