import { useInfiniteQuery } from "@tanstack/react-query";

import { apiPagesQueryOptions } from "@/lib/api-query";
import { REVIEW_LIMITS, type ReviewSort } from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

/** GET /api/books/:id/reviews?sort=: the book's shown reviews in that order, a page at a time. */
export function useBookReviews(bookId: string, sort: ReviewSort) {
  return useInfiniteQuery(
    apiPagesQueryOptions(API.listBookReviews, REVIEW_LIMITS.perPage, {
      params: { id: bookId },
      query: { sort },
    }),
  );
}
