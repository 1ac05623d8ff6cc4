import type { RequestHandler } from "express";

import { signedInCaller } from "../http/caller.ts";
import { sendJson } from "../http/send-json.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { hasDeliveredOrder } from "../lib/delivered-orders.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/reviews.ts";
import { ownReviewFromDocument, reviewDocumentId, type MyReview } from "../shared/review.ts";

import { bookIdParam } from "./book-id-param.ts";

/**
 * GET /api/books/:id/reviews/mine: the caller's own review of the book (hidden or not) and
 * whether they have a delivered order of it, which the book page's form follows. A hidden review
 * carries the note that it is under review.
 */
export const getMyReview: RequestHandler<{ id: string }> = async (req, res) => {
  const caller = signedInCaller(res);
  const bookId = bookIdParam(req.params.id);
  const [stored, canReview] = await Promise.all([
    reviewsCollection(db).doc(reviewDocumentId(caller.uid, bookId)).get(),
    hasDeliveredOrder(caller.uid, bookId),
  ]);
  const data = stored.data();
  const answer: MyReview = { review: data ? ownReviewFromDocument(data) : null, canReview };
  sendJson(res.set("Cache-Control", "private, no-store"), API.getMyReview, answer);
};
