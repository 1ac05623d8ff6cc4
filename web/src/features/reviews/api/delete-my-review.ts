import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { refreshBookReviews } from "./refresh-reviews";

/** DELETE /api/books/:id/reviews/mine. */
export async function deleteMyReview(user: User, bookId: string) {
  return apiRequest(API.deleteMyReview, {
    params: { id: bookId },
    session: user,
  });
}

export function useDeleteMyReview(user: User, bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMyReview(user, bookId),
    onSuccess: () => refreshBookReviews(queryClient, bookId),
  });
}
