import { useInfiniteQuery } from "@tanstack/react-query";

import { apiPage } from "@/lib/api-client";
import { apiQueryKey } from "@/lib/api-query-key";
import { fillPath } from "@shared/api/api-path.ts";
import * as API from "@shared/api/contract.ts";
import { REVIEW_LIMITS, type ReviewSort } from "@shared/review.ts";

const FIRST_PAGE: string | undefined = undefined;

/** The key of a book's review lists: its address, so a write can refresh every order by prefix. */
export function bookReviewsKey(bookId: string) {
  return apiQueryKey(fillPath(API.listBookReviews.path, { id: bookId }));
}

/** GET /api/books/:id/reviews?sort=: the book's shown reviews in that order, a page at a time. */
export function fetchBookReviews(bookId: string, sort: ReviewSort, after: string | undefined) {
  return apiPage(
    API.listBookReviews,
    { limit: REVIEW_LIMITS.perPage, after },
    { params: { id: bookId }, query: { sort } },
  );
}

export function useBookReviews(bookId: string, sort: ReviewSort) {
  return useInfiniteQuery({
    queryKey: [...bookReviewsKey(bookId), sort],
    queryFn: ({ pageParam }) => fetchBookReviews(bookId, sort, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
