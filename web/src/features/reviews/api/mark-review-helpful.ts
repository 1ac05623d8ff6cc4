import { useMutation } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import type { HelpfulVoteResult } from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

/** POST /api/books/:id/reviews/:reviewId/helpful: the customer's vote, counted once. */
export async function markReviewHelpful(
  user: User,
  bookId: string,
  reviewId: string,
): Promise<HelpfulVoteResult> {
  return apiRequest(API.markReviewHelpful, {
    params: { id: bookId, reviewId },
    session: user,
  });
}

/**
 * Marks one review helpful. The list is not fetched again: in the most-helpful order that would
 * move the review under the customer's pointer; the button shows the count the API answered.
 */
export function useMarkReviewHelpful(user: User, bookId: string, reviewId: string) {
  return useMutation({ mutationFn: () => markReviewHelpful(user, bookId, reviewId) });
}
