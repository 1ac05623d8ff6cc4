import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { isoDate } from "../api/schema-parts.ts";

import { REVIEW_MESSAGES } from "./review.ts";

/**
 * Reviews: a book's, the customer's own, helpful votes and the admin's moderation.
 */

export const reviewSchema = z.object({
  /** The review's public id (ReviewDocument.publicId). */
  _id: z.string(),
  bookId: z.string(),
  authorName: z.string(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  title: z.string(),
  text: z.string(),
  helpfulCount: z.int().check(z.minimum(0)),
  /** ISO 8601. */
  createdAt: isoDate,
  updatedAt: isoDate,
  /** To its author alone (their create, edit and own review): why it is not shown, if hidden. */
  notice: z.optional(z.literal(REVIEW_MESSAGES.underReview)),
});

/** A review as the shop shows it; never its author's uid, nor an id that names it. */
export type Review = z.output<typeof reviewSchema>;

export const reviewListSchema = z.array(reviewSchema);

export const myReviewSchema = z.object({
  review: z.nullable(reviewSchema),
  /** True once the customer has a delivered order of the book. */
  canReview: z.boolean(),
});

/** What the book page's form needs: the customer's own review, and whether they may write one. */
export type MyReview = z.output<typeof myReviewSchema>;

export const reviewDeletedSchema = z.object({
  message: z.literal("Your review is deleted."),
});

export type ReviewDeleted = z.output<typeof reviewDeletedSchema>;

export const helpfulVoteResultSchema = z.object({
  reviewId: z.string(),
  helpfulCount: z.int().check(z.minimum(1)),
});

/** What marking a review helpful answers: the review's count with the caller's vote in it. */
export type HelpfulVoteResult = z.output<typeof helpfulVoteResultSchema>;

export const adminReviewSchema = z.extend(reviewSchema, {
  hidden: z.boolean(),
});

/** A review as an admin sees it, hidden ones included. */
export type AdminReview = z.output<typeof adminReviewSchema>;

export const adminReviewListSchema = z.array(adminReviewSchema);

/**
 * A book's shown reviews, newest first or (`?sort=helpful`) most helpful first, paged with
 * `?limit=&after=<review id>`.
 */
export const listBookReviews = {
  name: "listBookReviews",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/books/:id/reviews",
  params: async () => (await import("../books/book-queries.ts")).bookIdParamsSchema,
  query: async () => (await import("./review-queries.ts")).bookReviewsQuerySchema,
  response: reviewListSchema,
} as const;

/** A customer reviews a book they have a delivered order of: 201, or 403 / 409. */
export const createReview = {
  name: "createReview",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.reviewWrite,
  method: "POST",
  path: "/api/books/:id/reviews",
  params: async () => (await import("../books/book-queries.ts")).bookIdParamsSchema,
  request: async () => (await import("./review-input.ts")).reviewInputSchema,
  response: reviewSchema,
} as const;

/** The signed-in customer's own review of the book, and whether they may write one. */
export const getMyReview = {
  name: "getMyReview",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountRead,
  method: "GET",
  path: "/api/books/:id/reviews/mine",
  params: async () => (await import("../books/book-queries.ts")).bookIdParamsSchema,
  response: myReviewSchema,
} as const;

export const editMyReview = {
  name: "editMyReview",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.reviewWrite,
  method: "PUT",
  path: "/api/books/:id/reviews/mine",
  params: async () => (await import("../books/book-queries.ts")).bookIdParamsSchema,
  request: async () => (await import("./review-input.ts")).reviewInputSchema,
  response: reviewSchema,
} as const;

export const deleteMyReview = {
  name: "deleteMyReview",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "DELETE",
  path: "/api/books/:id/reviews/mine",
  params: async () => (await import("../books/book-queries.ts")).bookIdParamsSchema,
  response: reviewDeletedSchema,
} as const;

/**
 * A customer marks another customer's shown review of the book helpful: 201 for a new vote, 200
 * when they had voted already (counted once).
 */
export const markReviewHelpful = {
  name: "markReviewHelpful",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.helpfulVote,
  method: "POST",
  path: "/api/books/:id/reviews/:reviewId/helpful",
  params: async () => (await import("./review-queries.ts")).helpfulVoteParamsSchema,
  request: async () => (await import("./review-input.ts")).helpfulVoteSchema,
  response: helpfulVoteResultSchema,
} as const;

/** Every review, newest first, for an admin session; `?hidden=true` lists the hidden ones. */
export const listAdminReviews = {
  name: "listAdminReviews",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/reviews",
  query: async () => (await import("./review-queries.ts")).adminReviewsQuerySchema,
  response: adminReviewListSchema,
} as const;

/** An admin hides a review from the shop and the book's average, or shows it again. */
export const setReviewHidden = {
  name: "setReviewHidden",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "PATCH",
  path: "/api/admin/reviews/:id",
  request: async () => (await import("./review-input.ts")).reviewVisibilitySchema,
  response: adminReviewSchema,
} as const;
