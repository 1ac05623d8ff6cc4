import type { DocumentReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/collections.ts";
import { RECOMMENDED_START_ID, type RecommendedStart } from "../../shared/recommended.ts";
import { typedConverter } from "../../shared/typed-converter.ts";

export type StoredRecommendedStart = RecommendedStart<Timestamp>;

/** catalogue/recommended-start: where the home page's Recommended books start. */
export function recommendedStartRef(db: Firestore): DocumentReference<StoredRecommendedStart> {
  return db
    .collection(COLLECTIONS.catalogue)
    .doc(RECOMMENDED_START_ID)
    .withConverter(typedConverter<StoredRecommendedStart>());
}
