import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { Book } from "@shared/book.ts";

/** Under "books", so invalidating the book lists after a change refreshes the matches too. */
export const storeMatchesQueryKey = (terms: readonly string[], count: number) =>
  ["books", "search", terms, count] as const;

/** Up to `count` of the store's books with any of the terms in their title or author's name. */
export function searchStore(terms: readonly string[], count: number): Promise<Book[]> {
  return apiRequest(API.listBooks, { query: { search: terms.join(" "), limit: count } });
}
