import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiMutationOptions } from "@/lib/api-mutation";
import { apiPagesQueryOptions } from "@/lib/api-query";
import { apiKeyPrefix } from "@/lib/api-query-key";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

const PAGE_SIZE = 20;

/** GET /api/admin/reviews?hidden=: the shown or the hidden reviews, newest first. */
export function useAdminReviews(user: User, hidden: boolean) {
  return useInfiniteQuery(
    apiPagesQueryOptions(API.listAdminReviews, PAGE_SIZE, {
      query: { hidden: String(hidden) },
      session: user,
    }),
  );
}

/** PATCH /api/admin/reviews/:id: hides a review or shows it again; both lists then reload. */
export function useSetReviewHidden(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(
      API.setReviewHidden,
      ({ id, hidden }: { id: string; hidden: boolean }) => ({
        params: { id },
        session: user,
        body: { hidden },
      }),
    ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: apiKeyPrefix(API.listAdminReviews.path) }),
  });
}
