import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { ReviewInput } from "@shared/review-input.ts";
import type { Review } from "@shared/review.ts";

import { myReviewKey } from "./get-my-review";
import { bookReviewsKey } from "./list-book-reviews";

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

/**
 * Saves the review, tells `onSaved`, then refreshes the customer's own and the book's list. The
 * refreshed review remounts the form, so `onSaved` is the mutation's own callback: a callback
 * given to `mutate` belongs to the form and is dropped once the form is gone.
 */
export function useSaveReview(user: User, bookId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, isEdit }: { input: ReviewInput; isEdit: boolean }) =>
      saveReview(user, bookId, input, isEdit),
    onSuccess: async () => {
      onSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myReviewKey(user.uid, bookId) }),
        queryClient.invalidateQueries({ queryKey: bookReviewsKey(bookId) }),
      ]);
    },
  });
}
