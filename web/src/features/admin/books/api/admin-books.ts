import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { bookQueryOptions } from "@/books/api/get-book";
import { apiMutationOptions } from "@/lib/api-mutation";
import { apiPageQueryOptions } from "@/lib/api-query";
import { apiKeyPrefix } from "@/lib/api-query-key";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import * as BooksAPI from "@bookstore/shared/books/books-api.ts";
import * as CatalogueAPI from "@bookstore/shared/catalogue/catalogue-api.ts";
import type { AdminBookStockView } from "@bookstore/shared/dashboard/admin-api.ts";
import * as DashboardAPI from "@bookstore/shared/dashboard/dashboard-api.ts";

export const BOOKS_PAGE_SIZE = 20;

/** What Manage Books lists: the whole catalogue, or the books running out. */
export type BooksView = "all" | "low-stock";

const LOW_STOCK: AdminBookStockView = "low";

/**
 * One page of Manage Books' list from the cursor `after`: the catalogue newest first (GET
 * /api/books), or the books with at most LOW_STOCK_MAX copies, fewest first (GET /api/admin/books).
 */
export function useBooksPage(user: User, view: BooksView, after: string | undefined) {
  const page = { limit: BOOKS_PAGE_SIZE, after };
  return useQuery({
    ...(view === "low-stock"
      ? apiPageQueryOptions(CatalogueAPI.listAdminBooks, page, {
          query: { stock: LOW_STOCK },
          session: user,
        })
      : apiPageQueryOptions(BooksAPI.listBooks, page)),
    placeholderData: keepPreviousData,
  });
}

/** The book itself, as its page reads it; none by that id is a failure here. */
export function useAdminBook(id: string) {
  return useQuery({ ...bookQueryOptions(id), select: existingBook });
}

function existingBook(book: Book | null): Book {
  if (book === null) throw new Error("No such book");
  return book;
}

/**
 * After a book changes: every read of the books (the shop's and Manage Books') and of the admin's
 * endpoints (the low-stock list, the overview's figures) loads again.
 */
export async function invalidateBooks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(BooksAPI.listBooks.path) }),
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(DashboardAPI.getAdminStats.path) }),
  ]);
}

export function useDeleteBook(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(CatalogueAPI.deleteBook, (id: string) => ({
      params: { id },
      session: user,
    })),
    onSuccess: () => invalidateBooks(queryClient),
  });
}
