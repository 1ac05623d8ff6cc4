import { REVIEW_MESSAGES } from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, route } from "../http/route.ts";
import { db } from "../lib/firebase.ts";

import { recordHelpfulVote } from "./record-helpful-vote.ts";

/**
 * POST /api/books/:id/reviews/:reviewId/helpful (no body, or {}): the signed-in customer marks a
 * shown review of the book, named by its public id, helpful. 201 when the vote is new, 200 when
 * they had voted already (counted once); 403 for an admin session or the review's own author;
 * 404 for an unknown or hidden review, or one of another book; 400 for ids no book or review can
 * have.
 */
export const markReviewHelpful = route(
  API.markReviewHelpful,
  async ({ params: { id: bookId, reviewId: publicId }, res }) => {
    const caller = signedInCaller(res);
    const outcome = await recordHelpfulVote(db, { uid: caller.uid, bookId, publicId });
    if (outcome === "own") throw new HttpError(403, REVIEW_MESSAGES.helpfulOwnReview);
    if (outcome === null) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
    return answer(API.markReviewHelpful, outcome.counted ? 201 : 200, {
      reviewId: publicId,
      helpfulCount: outcome.helpfulCount,
    });
  },
);
