import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { fetchBook } from "@/features/books";
import { apiPage, apiRequest, type Page } from "@/lib/api-client";
import type { AdminBookStockView } from "@shared/admin-api.ts";
import * as API from "@shared/api/contract.ts";
import type { ValidBookInput } from "@shared/book-input.ts";
import type { Book } from "@shared/book.ts";

import { adminKeys } from "./query-keys";

export const BOOKS_PAGE_SIZE = 20;

/** What Manage Books lists: the whole catalogue, or the books running out. */
export type BooksView = "all" | "low-stock";

/** One page of the catalogue, newest first (GET /api/books with a cursor). */
export async function fetchBooksPage(after: string | undefined): Promise<Page<Book>> {
  return apiPage(API.listBooks, { limit: BOOKS_PAGE_SIZE, after });
}

/** One page of the books with at most LOW_STOCK_MAX copies, fewest first (GET /api/admin/books). */
export async function fetchLowStockPage(
  user: User,
  after: string | undefined,
): Promise<Page<Book>> {
  const stock: AdminBookStockView = "low";
  return apiPage(
    API.listAdminBooks,
    { limit: BOOKS_PAGE_SIZE, after },
    { query: { stock }, session: user },
  );
}

export function useBooksPage(user: User, view: BooksView, after: string | undefined) {
  const lowStock = view === "low-stock";
  return useQuery({
    queryKey: lowStock ? adminKeys.lowStockPage(after) : adminKeys.booksPage(after),
    queryFn: () => (lowStock ? fetchLowStockPage(user, after) : fetchBooksPage(after)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBook(id: string) {
  return useQuery({ queryKey: adminKeys.book(id), queryFn: () => fetchBook(id), retry: false });
}

export async function createBook(user: User, input: ValidBookInput): Promise<Book> {
  return apiRequest(API.createBook, { session: user, body: input });
}

export async function updateBook(user: User, id: string, input: ValidBookInput): Promise<Book> {
  return apiRequest(API.editBook, {
    params: { id },
    session: user,
    body: input,
  });
}

export async function deleteBook(user: User, id: string): Promise<void> {
  await apiRequest(API.deleteBook, { params: { id }, session: user });
}

/** After a book changes: every book list, the shop's reads and the overview's figures load again. */
export async function invalidateBooks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.books }),
    queryClient.invalidateQueries({ queryKey: adminKeys.shop }),
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
