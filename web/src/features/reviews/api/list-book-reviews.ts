import { useInfiniteQuery } from "@tanstack/react-query";

import { apiPage } from "@/lib/api-client";
import { apiQueryKey } from "@/lib/api-query-key";
import { fillPath } from "@shared/api/api-path.ts";
import * as API from "@shared/api/contract.ts";
import { REVIEW_LIMITS } from "@shared/review.ts";

const FIRST_PAGE: string | undefined = undefined;

/** The key of a book's review list: its address, so a write can refresh it by prefix. */
export function bookReviewsKey(bookId: string) {
  return apiQueryKey(fillPath(API.listBookReviews.path, { id: bookId }));
}

/** GET /api/books/:id/reviews: the book's shown reviews, newest first, a page at a time. */
export function fetchBookReviews(bookId: string, after: string | undefined) {
  return apiPage(
    API.listBookReviews,
    { limit: REVIEW_LIMITS.perPage, after },
    { params: { id: bookId } },
  );
}

export function useBookReviews(bookId: string) {
  return useInfiniteQuery({
    queryKey: bookReviewsKey(bookId),
    queryFn: ({ pageParam }) => fetchBookReviews(bookId, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
