import type { AdminReview, Review } from "@bookstore/shared/reviews/reviews-api.ts";

import { api, type ErrorBody } from "./admin-session.ts";

/** A review body the API accepts. */
export const VALID_REVIEW = { rating: 4, title: "A fine read", text: "Kept me up past midnight." };

/** POST /api/books/:id/reviews as the holder of `token` (none: signed out). */
export function postReview(bookId: string, token: string | null, json: unknown) {
  return api<Review & ErrorBody>(`/api/books/${bookId}/reviews`, { method: "POST", token, json });
}

/** GET /api/books/:id/reviews, with a query such as `?limit=15`. */
export function listReviews(bookId: string, query = "") {
  return api<Review[] & ErrorBody>(`/api/books/${bookId}/reviews${query}`);
}

/** PATCH /api/admin/reviews/:id: hides or shows a review. */
export function setReviewHidden(id: string, hidden: boolean, token: string | null) {
  return api<AdminReview & ErrorBody>(`/api/admin/reviews/${id}`, {
    method: "PATCH",
    token,
    json: { hidden },
  });
}
