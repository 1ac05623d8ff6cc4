import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/collections.ts";
import type { ReviewDocument } from "../../shared/review.ts";
import { typedConverter } from "../../shared/typed-converter.ts";

export type StoredReview = ReviewDocument<Timestamp>;

/** reviews/<uid>_<book id>: customers' reviews, written by the API alone. */
export function reviewsCollection(db: Firestore): CollectionReference<StoredReview> {
  return db.collection(COLLECTIONS.reviews).withConverter(typedConverter<StoredReview>());
}
