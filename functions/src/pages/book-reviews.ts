import { reviewFromDocument } from "@bookstore/shared/reviews/review.ts";
import type { Review } from "@bookstore/shared/reviews/reviews-api.ts";

import { reviewsCollection } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";

/** The book's newest `limit` shown reviews, as the book page's JSON-LD names them. */
export async function readNewestReviews(bookId: string, limit: number): Promise<Review[]> {
  const found = await reviewsCollection(db)
    .where("bookId", "==", bookId)
    .where("hidden", "==", false)
    .orderBy("createdAt", "desc")
    .limit(limit)
    .get();
  return found.docs.map((doc) => reviewFromDocument(doc.data()));
}
