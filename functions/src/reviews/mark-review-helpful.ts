import type { RequestHandler } from "express";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/reviews.ts";
import { helpfulVoteSchema } from "../shared/review-input.ts";
import { REVIEW_MESSAGES, type HelpfulVoteResult } from "../shared/review.ts";

import { bookIdParam } from "./book-id-param.ts";
import { recordHelpfulVote } from "./record-helpful-vote.ts";
import { reviewIdParam } from "./review-id-param.ts";

/**
 * POST /api/books/:id/reviews/:reviewId/helpful (no body, or {}): the signed-in customer marks a
 * shown review of the book, named by its public id, helpful. 201 when the vote is new, 200 when
 * they had voted already (counted once); 403 for an admin session or the review's own author;
 * 404 for an unknown or hidden review, or one of another book; 400 for ids no book or review can
 * have.
 */
export const markReviewHelpful: RequestHandler<{ id: string; reviewId: string }> = async (
  req,
  res,
) => {
  const caller = signedInCaller(res);
  const bookId = bookIdParam(req.params.id);
  const publicId = reviewIdParam(req.params.reviewId);
  // Express leaves the body undefined when none was sent.
  parseOrThrow(helpfulVoteSchema, req.body ?? {});
  const outcome = await recordHelpfulVote(db, { uid: caller.uid, bookId, publicId });
  if (outcome === "own") throw new HttpError(403, REVIEW_MESSAGES.helpfulOwnReview);
  if (outcome === null) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
  const answer: HelpfulVoteResult = { reviewId: publicId, helpfulCount: outcome.helpfulCount };
  sendJson(res.status(outcome.counted ? 201 : 200), API.markReviewHelpful, answer);
};
