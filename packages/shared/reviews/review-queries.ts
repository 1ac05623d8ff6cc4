import { z } from "zod";

import { adminPageQueryShape, pageQueryShape } from "../api/page-query.ts";
import { isBookId } from "../books/book.ts";
import { MESSAGES } from "../core/messages.ts";

import { isReviewId, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_SORTS } from "./review.ts";

/**
 * The path parameters and queries of the reviews' addresses. Ids are checked on the whole
 * parameters, the book's first, so a 400 says "Invalid book id" or "Invalid review id" alone.
 */

/** POST /api/books/:id/reviews/:reviewId/helpful: a book id and a review's public id. */
export const helpfulVoteParamsSchema = z
  .object({ id: z.string(), reviewId: z.string() })
  .refine(({ id }) => isBookId(id), { error: MESSAGES.invalidBookId, abort: true })
  .refine(({ reviewId }) => isReviewId(reviewId), { error: REVIEW_MESSAGES.invalidReviewId });

/** What a book's review list's `after` must name. */
export const BOOK_REVIEWS_CURSOR_ERROR = "unknown review of this book";

/** GET /api/books/:id/reviews?sort=&limit=&after=: a book's shown reviews. */
export const bookReviewsQuerySchema = z.strictObject({
  ...pageQueryShape(
    { default: REVIEW_LIMITS.perPage, max: REVIEW_LIMITS.maxPerPage },
    BOOK_REVIEWS_CURSOR_ERROR,
  ),
  sort: z.enum(REVIEW_SORTS, { error: REVIEW_MESSAGES.sortInvalid }).default("newest"),
});

/** GET /api/admin/reviews?hidden=&limit=&after=: every review, or the hidden or shown ones. */
export const adminReviewsQuerySchema = z.strictObject({
  ...adminPageQueryShape,
  hidden: z.enum(["true", "false"]).optional(),
});
