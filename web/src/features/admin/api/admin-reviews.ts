import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiPage, apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";

import { adminKeys } from "./query-keys";

const PAGE_SIZE = 20;
const FIRST_PAGE: string | undefined = undefined;

/** GET /api/admin/reviews?hidden=: the shown or the hidden reviews, newest first. */
export function useAdminReviews(user: User, hidden: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.reviews(hidden),
    queryFn: async ({ pageParam }) =>
      apiPage(
        API.listAdminReviews,
        { limit: PAGE_SIZE, after: pageParam },
        { session: user, query: { hidden: String(hidden) } },
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** PATCH /api/admin/reviews/:id: hides a review or shows it again; both lists then reload. */
export function useSetReviewHidden(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: string; hidden: boolean }) =>
      apiRequest(API.setReviewHidden, {
        params: { id },
        session: user,
        body: { hidden },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "reviews"] }),
  });
}
