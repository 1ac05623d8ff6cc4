import { FieldPath, type Firestore, type Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../shared/collections.ts";
import {
  RECOMMENDED_FIRST,
  RECOMMENDED_START_ID,
  type RecommendedStart,
} from "../shared/recommended.ts";

/** Points catalogue/recommended-start at the book now just before Recommended's first one. */
export async function refreshRecommendedStart(db: Firestore): Promise<void> {
  const newest = db
    .collection(COLLECTIONS.books)
    .orderBy("createdAt", "desc")
    .orderBy(FieldPath.documentId(), "desc")
    .limit(RECOMMENDED_FIRST)
    .select("createdAt");
  const start = db.collection(COLLECTIONS.catalogue).doc(RECOMMENDED_START_ID);
  // In a transaction, so two books added at once cannot leave the older answer written last.
  await db.runTransaction(async (transaction) => {
    const books = await transaction.get(newest);
    const last = books.size === RECOMMENDED_FIRST ? books.docs.at(-1) : undefined;
    const value: RecommendedStart<Timestamp> = {
      after: last ? { createdAt: last.get("createdAt") as Timestamp, bookId: last.id } : null,
    };
    transaction.set(start, value);
  });
}
