import type { RequestHandler } from "express";
import { FieldValue, Timestamp } from "firebase-admin/firestore";

import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/contract.ts";
import { reviewVisibilitySchema } from "../shared/review-input.ts";
import { adminReviewFromDocument, isReviewId, REVIEW_MESSAGES } from "../shared/review.ts";

import { updateUnchangedReview } from "./update-unchanged-review.ts";

/**
 * PATCH /api/admin/reviews/:id {hidden}: an admin session hides a review (it leaves the shop's
 * list and, at the next roll-up, the book's average) or shows it again. 404 for an unknown id;
 * 409 when the review changed between the read and the write.
 */
export const setReviewHidden: RequestHandler<{ id: string }> = async (req, res) => {
  const { id } = req.params;
  const { hidden } = parseOrThrow(reviewVisibilitySchema, req.body);
  if (!isReviewId(id)) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
  const ref = reviewsCollection(db).doc(id);
  const stored = await ref.get();
  const data = stored.data();
  if (!data) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
  if (data.hidden !== hidden) {
    const hiddenAt = Timestamp.now();
    await updateUnchangedReview(
      ref,
      hidden ? { hidden, hiddenAt } : { hidden, hiddenAt: FieldValue.delete() },
      stored.updateTime,
    );
  }
  sendJson(res, API.setReviewHidden, adminReviewFromDocument(id, { ...data, hidden }));
};
