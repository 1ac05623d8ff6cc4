import { HttpError } from "../http/http-error.ts";
import { isReviewId, REVIEW_MESSAGES } from "../shared/review.ts";

/** The `:reviewId` of a review's address, a public id; 400 for what no review id can be. */
export function reviewIdParam(id: string): string {
  if (!isReviewId(id)) throw new HttpError(400, REVIEW_MESSAGES.invalidReviewId);
  return id;
}
