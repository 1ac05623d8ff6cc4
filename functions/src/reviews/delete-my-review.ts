import { REVIEW_MESSAGES, reviewDocumentId } from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";

/**
 * DELETE /api/books/:id/reviews/mine: the author deletes their review; 404 when none. An admin's
 * hiding of it (reviewModeration) stays, for a review written again.
 */
export const deleteMyReview = route(API.deleteMyReview, async ({ params: { id: bookId }, res }) => {
  const caller = signedInCaller(res);
  const ref = reviewsCollection(db).doc(reviewDocumentId(caller.uid, bookId));
  if (!(await ref.get()).exists) throw new HttpError(404, REVIEW_MESSAGES.noReview);
  await ref.delete();
  return { message: REVIEW_MESSAGES.deleted };
});
