import type { QueryClient } from "@tanstack/react-query";

import { apiKeyPrefix } from "@/lib/api-query-key";
import { apiPath } from "@bookstore/shared/api/api-path.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

/**
 * After the customer's review changes: every read under the book's /reviews loads again, its
 * lists in each order and the customer's own review (…/reviews/mine) alike.
 */
export function refreshBookReviews(queryClient: QueryClient, bookId: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: apiKeyPrefix(apiPath(API.listBookReviews, { id: bookId })),
  });
}
