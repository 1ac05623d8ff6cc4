import { endpointRouter } from "../http/endpoint-router.ts";

import { createReview } from "./create-review.ts";
import { deleteMyReview } from "./delete-my-review.ts";
import { editMyReview } from "./edit-my-review.ts";
import { getMyReview } from "./get-my-review.ts";
import { listAdminReviews } from "./list-admin-reviews.ts";
import { listBookReviews } from "./list-book-reviews.ts";
import { markReviewHelpful } from "./mark-review-helpful.ts";
import { setReviewHidden } from "./set-review-hidden.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const reviewsRouter = endpointRouter(
  [listBookReviews, createReview],
  [getMyReview, editMyReview, deleteMyReview],
  [markReviewHelpful],
  [listAdminReviews],
  [setReviewHidden],
);
