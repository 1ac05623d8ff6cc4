import type { RequestHandler } from "express";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/reviews.ts";
import { REVIEW_MESSAGES, reviewDocumentId, type ReviewDeleted } from "../shared/review.ts";

import { bookIdParam } from "./book-id-param.ts";

/**
 * DELETE /api/books/:id/reviews/mine: the author deletes their review; 404 when none. An admin's
 * hiding of it (reviewModeration) stays, for a review written again.
 */
export const deleteMyReview: RequestHandler<{ id: string }> = async (req, res) => {
  const caller = signedInCaller(res);
  const bookId = bookIdParam(req.params.id);
  const ref = reviewsCollection(db).doc(reviewDocumentId(caller.uid, bookId));
  if (!(await ref.get()).exists) throw new HttpError(404, REVIEW_MESSAGES.noReview);
  await ref.delete();
  const answer: ReviewDeleted = { message: REVIEW_MESSAGES.deleted };
  sendJson(res, API.deleteMyReview, answer);
};
