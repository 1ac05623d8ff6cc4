import { FieldPath, Timestamp, type Firestore } from "firebase-admin/firestore";

import { RECOMMENDED_FIRST } from "@bookstore/shared/books/recommended.ts";

import { booksCollection } from "./collections/books.ts";
import { recommendedStartRef, type StoredRecommendedStart } from "./collections/catalogue.ts";

function samePlace(
  stored: StoredRecommendedStart["after"] | undefined,
  value: StoredRecommendedStart["after"],
): boolean {
  if (stored === undefined) return false;
  if (stored === null || value === null) return stored === value;
  return stored.bookId === value.bookId && stored.createdAt.isEqual(value.createdAt);
}

/**
 * Points catalogue/recommended-start at the book now just before Recommended's first one; an
 * answer that has not moved writes nothing.
 */
export async function refreshRecommendedStart(db: Firestore): Promise<void> {
  const newest = booksCollection(db)
    .orderBy("createdAt", "desc")
    .orderBy(FieldPath.documentId(), "desc")
    .limit(RECOMMENDED_FIRST)
    .select("createdAt");
  const start = recommendedStartRef(db);
  // In a transaction, so two books added at once cannot leave the older answer written last.
  await db.runTransaction(async (transaction) => {
    const [books, stored] = await Promise.all([transaction.get(newest), transaction.get(start)]);
    const last = books.size === RECOMMENDED_FIRST ? books.docs.at(-1) : undefined;
    const value: StoredRecommendedStart = {
      after: last ? { createdAt: last.get("createdAt") as Timestamp, bookId: last.id } : null,
    };
    if (!samePlace(stored.data()?.after, value.after)) transaction.set(start, value);
  });
}

/**
 * refreshRecommendedStart after a book at this place in the list order was added or deleted,
 * unless it sits after Recommended's start (an older book moves nothing before it).
 */
export async function refreshRecommendedStartAround(
  db: Firestore,
  book: { bookId: string; createdAt: unknown },
): Promise<void> {
  const after = (await recommendedStartRef(db).get()).data()?.after;
  if (after && book.createdAt instanceof Timestamp) {
    const byTime =
      book.createdAt.seconds - after.createdAt.seconds ||
      book.createdAt.nanoseconds - after.createdAt.nanoseconds;
    if (byTime < 0 || (byTime === 0 && book.bookId < after.bookId)) return;
  }
  await refreshRecommendedStart(db);
}
