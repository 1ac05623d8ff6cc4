import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { ReviewModerationDocument } from "@bookstore/shared/reviews/review.ts";

export type StoredReviewModeration = ReviewModerationDocument<Timestamp>;

/**
 * reviewModeration/<uid>_<book id> (the review's document id): an admin's hiding of a customer's
 * review of a book, kept while the review is deleted and written again. Written by the API alone.
 */
export function reviewModerationCollection(
  db: Firestore,
): CollectionReference<StoredReviewModeration> {
  return db
    .collection(COLLECTIONS.reviewModeration)
    .withConverter(typedConverter<StoredReviewModeration>());
}
