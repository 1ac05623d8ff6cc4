import type { DocumentReference, Firestore, Timestamp } from "firebase-admin/firestore";

import {
  RECOMMENDED_START_ID,
  type RecommendedStart,
} from "@bookstore/shared/books/recommended.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export type StoredRecommendedStart = RecommendedStart<Timestamp>;

/** catalogue/recommended-start: where the home page's Recommended books start. */
export function recommendedStartRef(db: Firestore): DocumentReference<StoredRecommendedStart> {
  return db
    .collection(COLLECTIONS.catalogue)
    .doc(RECOMMENDED_START_ID)
    .withConverter(typedConverter<StoredRecommendedStart>());
}
