import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiMutationOptions } from "@/lib/api-mutation";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { refreshBookReviews } from "./refresh-reviews";

/** DELETE /api/books/:id/reviews/mine, then the book's reviews load again. */
export function useDeleteMyReview(user: User, bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(API.deleteMyReview, () => ({ params: { id: bookId }, session: user })),
    onSuccess: () => refreshBookReviews(queryClient, bookId),
  });
}
