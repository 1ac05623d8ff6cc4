import type { CollectionReference, Firestore } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

import type { StoredReview } from "../../functions/src/lib/collections/reviews.ts";

/** The fields a review stored by an older version of the store may lack. */
type AddedLater = "helpfulCount" | "publicId";

/** A review as every version of the store may have stored it. */
export type LegacyReview = Omit<StoredReview, AddedLater> & Partial<Pick<StoredReview, AddedLater>>;

/** reviews/<uid>_<book id>, typed as the migrations find them. */
export function legacyReviewsCollection(db: Firestore): CollectionReference<LegacyReview> {
  return db.collection(COLLECTIONS.reviews).withConverter(typedConverter<LegacyReview>());
}
