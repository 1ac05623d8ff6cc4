import type { RequestHandler } from "express";
import { Timestamp } from "firebase-admin/firestore";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/reviews.ts";
import { reviewInputSchema } from "../shared/review-input.ts";
import { ownReviewFromDocument, REVIEW_MESSAGES, reviewDocumentId } from "../shared/review.ts";

import { bookIdParam } from "./book-id-param.ts";
import { updateUnchangedReview } from "./update-unchanged-review.ts";

/**
 * PUT /api/books/:id/reviews/mine {rating, title, text}: the author changes their review. 200
 * with the Review; 404 when they have none of the book; 409 when it changed (an admin's hide,
 * the author's delete) between the read and the write. A review an admin hid stays hidden, and the
 * answer tells its author it is under review.
 */
export const editMyReview: RequestHandler<{ id: string }> = async (req, res) => {
  const caller = signedInCaller(res);
  const bookId = bookIdParam(req.params.id);
  const input = parseOrThrow(reviewInputSchema, req.body);
  const ref = reviewsCollection(db).doc(reviewDocumentId(caller.uid, bookId));
  const stored = await ref.get();
  const data = stored.data();
  if (!data) throw new HttpError(404, REVIEW_MESSAGES.noReview);
  const updatedAt = Timestamp.now();
  await updateUnchangedReview(ref, { ...input, updatedAt }, stored.updateTime);
  sendJson(res, API.editMyReview, ownReviewFromDocument({ ...data, ...input, updatedAt }));
};
