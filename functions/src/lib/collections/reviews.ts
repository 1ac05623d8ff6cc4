import type {
  CollectionReference,
  Firestore,
  QueryDocumentSnapshot,
  Timestamp,
} from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { ReviewDocument } from "@bookstore/shared/reviews/review.ts";

export type StoredReview = ReviewDocument<Timestamp>;

/**
 * reviews/<uid>_<book id>: customers' reviews, written by the API alone. The document id names
 * the author and stays on the server; the API shows and takes each review's `publicId`.
 */
export function reviewsCollection(db: Firestore): CollectionReference<StoredReview> {
  return db.collection(COLLECTIONS.reviews).withConverter(typedConverter<StoredReview>());
}

/** The review the API calls `publicId`; null when none has it. */
export async function reviewByPublicId(
  db: Firestore,
  publicId: string,
): Promise<QueryDocumentSnapshot<StoredReview> | null> {
  const found = await reviewsCollection(db).where("publicId", "==", publicId).limit(1).get();
  return found.docs[0] ?? null;
}

/**
 * A new review's public id: a random part (an auto id) and the book's id, naming neither the
 * author nor their other reviews.
 */
export function newPublicReviewId(db: Firestore, bookId: string): string {
  return `${reviewsCollection(db).doc().id}_${bookId}`;
}
