import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { fetchBook } from "@/features/books/api/get-book";
import { apiResponse } from "@/lib/api-client";
import type { ValidBookInput } from "@shared/book-input.ts";
import type { Book } from "@shared/book.ts";

import { adminRequest, NEXT_CURSOR_HEADER, pageQuery, type Page } from "./admin-request";
import { adminKeys } from "./query-keys";

export const BOOKS_PAGE_SIZE = 20;

/** One page of the catalogue, newest first (GET /api/books with a cursor). */
export async function fetchBooksPage(after: string | undefined): Promise<Page<Book>> {
  const { body, headers } = await apiResponse(`/api/books?${pageQuery(BOOKS_PAGE_SIZE, after)}`);
  return { items: body as Book[], nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

export function useBooksPage(after: string | undefined) {
  return useQuery({
    queryKey: adminKeys.booksPage(after),
    queryFn: () => fetchBooksPage(after),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBook(id: string) {
  return useQuery({ queryKey: adminKeys.book(id), queryFn: () => fetchBook(id), retry: false });
}

export function createBook(user: User, input: ValidBookInput): Promise<Book> {
  return adminRequest<Book>(user, "/api/books/create-book", {
    method: "POST",
    body: JSON.stringify(input),
  });
}

export function updateBook(user: User, id: string, input: ValidBookInput): Promise<Book> {
  return adminRequest<Book>(user, `/api/books/edit/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: JSON.stringify(input),
  });
}

export async function deleteBook(user: User, id: string): Promise<void> {
  await adminRequest<unknown>(user, `/api/books/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** After a book changes: every book list and the overview's figures load again (SPEC section 4). */
export async function invalidateBooks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.books }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
  ]);
}

export function useDeleteBook(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBook(user, id),
    onSuccess: () => invalidateBooks(queryClient),
  });
}
