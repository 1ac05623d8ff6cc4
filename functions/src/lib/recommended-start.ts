import { FieldPath, type Firestore, type Timestamp } from "firebase-admin/firestore";

import { RECOMMENDED_FIRST } from "../shared/recommended.ts";

import { booksCollection } from "./collections/books.ts";
import { recommendedStartRef, type StoredRecommendedStart } from "./collections/catalogue.ts";

/** Points catalogue/recommended-start at the book now just before Recommended's first one. */
export async function refreshRecommendedStart(db: Firestore): Promise<void> {
  const newest = booksCollection(db)
    .orderBy("createdAt", "desc")
    .orderBy(FieldPath.documentId(), "desc")
    .limit(RECOMMENDED_FIRST)
    .select("createdAt");
  const start = recommendedStartRef(db);
  // In a transaction, so two books added at once cannot leave the older answer written last.
  await db.runTransaction(async (transaction) => {
    const books = await transaction.get(newest);
    const last = books.size === RECOMMENDED_FIRST ? books.docs.at(-1) : undefined;
    const value: StoredRecommendedStart = {
      after: last ? { createdAt: last.get("createdAt") as Timestamp, bookId: last.id } : null,
    };
    transaction.set(start, value);
  });
}
