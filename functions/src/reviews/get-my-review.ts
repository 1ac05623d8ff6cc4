import { ownReviewFromDocument, reviewDocumentId } from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { answer, route } from "../http/route.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { hasDeliveredOrder } from "../lib/delivered-orders.ts";
import { db } from "../lib/firebase.ts";

/**
 * GET /api/books/:id/reviews/mine: the caller's own review of the book (hidden or not) and
 * whether they have a delivered order of it, which the book page's form follows. A hidden review
 * carries the note that it is under review.
 */
export const getMyReview = route(API.getMyReview, async ({ params: { id: bookId }, res }) => {
  const caller = signedInCaller(res);
  const [stored, canReview] = await Promise.all([
    reviewsCollection(db).doc(reviewDocumentId(caller.uid, bookId)).get(),
    hasDeliveredOrder(caller.uid, bookId),
  ]);
  const data = stored.data();
  return answer(
    API.getMyReview,
    200,
    { review: data ? ownReviewFromDocument(data) : null, canReview },
    { "Cache-Control": "private, no-store" },
  );
});
