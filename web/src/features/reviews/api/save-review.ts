import { useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import type { ReviewInput } from "@bookstore/shared/reviews/review-input.ts";
import type { Review } from "@bookstore/shared/reviews/reviews-api.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { refreshBookReviews } from "./refresh-reviews";

/** POST /api/books/:id/reviews: a first review; PUT …/mine: an edit of the customer's own. */
export async function saveReview(
  user: User,
  bookId: string,
  input: ReviewInput,
  isEdit: boolean,
): Promise<Review> {
  const options = { params: { id: bookId }, session: user, body: input };
  return isEdit ? apiRequest(API.editMyReview, options) : apiRequest(API.createReview, options);
}

/** Refreshes the customer's own review and the book's list after their review is saved. */
export function useRefreshReviews(user: User, bookId: string) {
  const queryClient = useQueryClient();
  return () => refreshBookReviews(queryClient, bookId);
}
