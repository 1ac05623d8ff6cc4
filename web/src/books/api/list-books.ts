import { useQuery } from "@tanstack/react-query";

import { apiQueryOptions } from "@/lib/api-query";
import type { QueryValues } from "@bookstore/shared/api/endpoint-types.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import * as API from "@bookstore/shared/books/books-api.ts";

import { useLiveQuery, type Follow } from "../hooks/use-live-query";

/** GET /api/books?…: keyed by its address, where the page's data block files its answer too. */
const booksQueryOptions = (query: QueryValues) => apiQueryOptions(API.listBooks, { query });

/** A listing of books from the API (or the page's data block). */
export function useBookList(query: QueryValues) {
  return useQuery(booksQueryOptions(query));
}

/** A listing of books from the API (or the page's data block), then followed live. */
export function useLiveBookList(query: QueryValues, follow: Follow<Book[]>) {
  return useLiveQuery(booksQueryOptions(query), follow);
}
