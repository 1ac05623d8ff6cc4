import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import { apiRequest } from "@/lib/api-client";
import type { Book } from "@shared/book.ts";
import type { Category } from "@shared/categories.ts";

import { booksFailed, type BooksState } from "../hooks/use-books";

import { categoryBooksApiPath } from "./books-api-paths";

/** A category's newest books as the API sends them (under "books", invalidated with the lists). */
export function useCategoryBooksFromApi(category: Category, count: number): BooksState {
  const answer = useQuery({
    queryKey: ["books", "category", category, count],
    queryFn: () => apiRequest<Book[]>(categoryBooksApiPath(category, count)),
  });
  return useMemo((): BooksState => {
    if (answer.isPending) return { status: "loading" };
    if (answer.isError) return booksFailed(answer.error);
    return { status: "success", books: answer.data, confirmed: true };
  }, [answer.isPending, answer.isError, answer.error, answer.data]);
}
