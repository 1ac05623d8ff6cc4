import { queryOptions } from "@tanstack/react-query";

import { ApiError, apiRequest } from "@/lib/api-client";
import { apiReadKey } from "@/lib/api-query";
import { isBookId } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import * as API from "@bookstore/shared/books/books-api.ts";

import { useLiveQuery } from "../hooks/use-live-query";

/** GET /api/books/:id. */
function fetchBook(id: string): Promise<Book> {
  return apiRequest(API.getBook, { params: { id } });
}

/** The book, or null when the store has none by that id (404, or an id no book can have). */
async function fetchBookOrNull(id: string): Promise<Book | null> {
  if (!isBookId(id)) return null;
  try {
    return await fetchBook(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * One book as its page reads it, null for none: the page's data block holds it on a first visit,
 * under the key of GET /api/books/:id.
 */
export function bookQueryOptions(id: string) {
  return queryOptions({
    queryKey: apiReadKey(API.getBook, { params: { id } }),
    queryFn: () => fetchBookOrNull(id),
    retry: false,
  });
}

/** One book, from the API (or the page's data block), then followed live from Firestore. */
export function useBook(id: string) {
  return useLiveQuery(bookQueryOptions(id), {
    name: `book ${id}`,
    // An id no book can have has nothing to follow, and loads no Firestore.
    states: async () =>
      isBookId(id) ? (await import("./books-collection")).confirmedBook(id) : undefined,
  });
}
