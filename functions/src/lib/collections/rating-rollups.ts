import type { DocumentReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

/** A book's rating roll-up state, kept off the book so a review never writes the book itself. */
export interface RatingRollupDocument {
  /** True while a roll-up is claimed and waiting for its turn. */
  pending: boolean;
  /** When the pending roll-up was claimed: a claim that never ran expires. */
  claimedAt: Timestamp;
  /** When the pending roll-up may run: a roll-up interval after the last. */
  dueAt: Timestamp;
  /** When a review write last asked for a roll-up (every request writes, see rating-rollups.ts). */
  requestedAt: Timestamp;
  /** When the reviews were last summed into the book. */
  rolledUpAt: Timestamp | null;
}

/** ratingRollups/<book id>. */
export function ratingRollupRef(
  db: Firestore,
  bookId: string,
): DocumentReference<RatingRollupDocument> {
  return db
    .collection(COLLECTIONS.ratingRollups)
    .doc(bookId)
    .withConverter(typedConverter<RatingRollupDocument>());
}
