import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { createReview } from "./create-review.ts";
import { deleteMyReview } from "./delete-my-review.ts";
import { editMyReview } from "./edit-my-review.ts";
import { getMyReview } from "./get-my-review.ts";
import { listAdminReviews } from "./list-admin-reviews.ts";
import { listBookReviews } from "./list-book-reviews.ts";
import { markReviewHelpful } from "./mark-review-helpful.ts";
import { setReviewHidden } from "./set-review-hidden.ts";

export const reviewsRouter = Router();

reviewsRouter
  .route(API.listBookReviews.path)
  .get(listBookReviews)
  .post(createReview)
  .all(methodNotAllowed);
reviewsRouter
  .route(API.getMyReview.path)
  .get(getMyReview)
  .put(editMyReview)
  .delete(deleteMyReview)
  .all(methodNotAllowed);
reviewsRouter.route(API.markReviewHelpful.path).post(markReviewHelpful).all(methodNotAllowed);
reviewsRouter.route(API.listAdminReviews.path).get(listAdminReviews).all(methodNotAllowed);
reviewsRouter.route(API.setReviewHidden.path).patch(setReviewHidden).all(methodNotAllowed);
