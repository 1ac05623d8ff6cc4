import { useQuery } from "@tanstack/react-query";

import { apiRequest } from "@/lib/api-client";
import { takeEarlyAnswer } from "@/lib/early-fetch";
import { isBookId, type Book } from "@shared/book.ts";

import { bookApiPath } from "./books-api-paths";

export function fetchBook(id: string): Promise<Book> {
  return apiRequest<Book>(bookApiPath(id));
}

/** Under "books", so invalidating the book lists after a change refreshes it too. */
export const bookQueryKey = (id: string) => ["books", "detail", id] as const;

/**
 * One book as the API sends it; never fetched for an id no book can have. An answer
 * first-screen.ts already has is shown in the first render.
 */
export function useBookFromApi(id: string) {
  return useQuery({
    queryKey: bookQueryKey(id),
    queryFn: () => fetchBook(id),
    initialData: () => takeEarlyAnswer(bookApiPath(id)) as Book | undefined,
    retry: false,
    enabled: isBookId(id),
  });
}
