import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { MyReview } from "@shared/review.ts";

import { bearerHeader } from "./bearer";

export function myReviewKey(uid: string, bookId: string) {
  return ["reviews", "mine", uid, bookId] as const;
}

/** GET /api/books/:id/reviews/mine: the customer's own review, and whether they may write one. */
export async function fetchMyReview(user: User, bookId: string): Promise<MyReview> {
  return apiRequest(API.getMyReview, { params: { id: bookId }, headers: await bearerHeader(user) });
}

export function useMyReview(user: User, bookId: string) {
  return useQuery({
    queryKey: myReviewKey(user.uid, bookId),
    queryFn: () => fetchMyReview(user, bookId),
  });
}
