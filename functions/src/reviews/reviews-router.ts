import { endpoint, endpointRouter } from "../http/endpoint-router.ts";
import * as API from "../shared/api/reviews.ts";

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
  [endpoint(API.listBookReviews, listBookReviews), endpoint(API.createReview, createReview)],
  [
    endpoint(API.getMyReview, getMyReview),
    endpoint(API.editMyReview, editMyReview),
    endpoint(API.deleteMyReview, deleteMyReview),
  ],
  [endpoint(API.markReviewHelpful, markReviewHelpful)],
  [endpoint(API.listAdminReviews, listAdminReviews)],
  [endpoint(API.setReviewHidden, setReviewHidden)],
);
