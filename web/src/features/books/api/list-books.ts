import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "@/lib/api-client";
import { apiQueryKey } from "@/lib/api-query-key";
import { apiPath } from "@shared/api/api-path.ts";
import * as API from "@shared/api/contract.ts";
import type { QueryValues } from "@shared/api/endpoint-types.ts";
import type { Book } from "@shared/book.ts";

import { useLiveQuery, type Follow } from "../hooks/use-live-query";

/** GET /api/books?…: a page of books, filtered and ordered as `query` says. */
export function fetchBooks(query: QueryValues): Promise<Book[]> {
  return apiRequest(API.listBooks, { query });
}

/** A listing of books, keyed by its address: the page's data block files its answer there too. */
export function booksQueryOptions(query: QueryValues) {
  return queryOptions({
    queryKey: apiQueryKey(apiPath(API.listBooks, {}, query)),
    queryFn: () => fetchBooks(query),
  });
}

/** A listing of books from the API (or the page's data block). */
export function useBookList(query: QueryValues) {
  return useQuery(booksQueryOptions(query));
}

/** A listing of books from the API (or the page's data block), then followed live. */
export function useLiveBookList(query: QueryValues, follow: Follow<Book[]>) {
  return useLiveQuery(booksQueryOptions(query), follow);
}
