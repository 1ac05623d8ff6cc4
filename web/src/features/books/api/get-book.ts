import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { Book } from "@shared/book.ts";

export function fetchBook(id: string): Promise<Book> {
  return apiRequest(API.getBook, { params: { id } });
}

/** Under "books", so invalidating the book lists after a change refreshes it too. */
export const bookQueryKey = (id: string) => ["books", "detail", id] as const;
