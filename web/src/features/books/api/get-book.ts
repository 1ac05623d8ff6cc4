import { useQuery } from "@tanstack/react-query";

import { apiRequest } from "@/lib/api-client";
import { isBookId, type Book } from "@shared/book.ts";

import { bookApiPath } from "./books-api-paths";

export function fetchBook(id: string): Promise<Book> {
  return apiRequest<Book>(bookApiPath(id));
}

/** Under "books", so invalidating the book lists after a change refreshes it too. */
export const bookQueryKey = (id: string) => ["books", "detail", id] as const;

/** One book as the API sends it; never fetched for an id no book can have. */
export function useBookFromApi(id: string) {
  return useQuery({
    queryKey: bookQueryKey(id),
    queryFn: () => fetchBook(id),
    retry: false,
    enabled: isBookId(id),
  });
}
