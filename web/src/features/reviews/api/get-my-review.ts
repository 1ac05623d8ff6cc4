import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

/** GET /api/books/:id/reviews/mine: the customer's own review, and whether they may write one. */
const myReviewQueryOptions = (user: User | null, bookId: string) =>
  apiQueryOptions(API.getMyReview, { params: { id: bookId }, session: user });

export function useMyReview(user: User, bookId: string) {
  return useQuery(myReviewQueryOptions(user, bookId));
}

/**
 * The public id of the signed-in customer's own review of the book (the same query as their
 * form's): null when they have none or nobody is signed in, undefined until it is known. Review
 * ids name no account, so this is how the list tells the customer's own review from others'.
 */
export function useOwnReviewId(user: User | null, bookId: string): string | null | undefined {
  const query = useQuery(myReviewQueryOptions(user, bookId));
  if (user === null) return null;
  return query.data === undefined ? undefined : (query.data.review?._id ?? null);
}
