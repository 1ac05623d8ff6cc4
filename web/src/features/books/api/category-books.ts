import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import { apiRequest } from "@/lib/api-client";
import { takeEarlyAnswer } from "@/lib/early-fetch";
import type { Book } from "@shared/book.ts";
import type { Category } from "@shared/categories.ts";

import { booksFailed, type BooksState } from "../utils/books-state";

import { categoryBooksApiPath } from "./books-api-paths";

/**
 * A category's newest books as the API sends them (under "books", invalidated with the lists);
 * an answer first-screen.ts already has is shown in the first render.
 */
export function useCategoryBooksFromApi(category: Category, count: number): BooksState {
  const path = categoryBooksApiPath(category, count);
  const answer = useQuery({
    queryKey: ["books", "category", category, count],
    queryFn: () => apiRequest<Book[]>(path),
    initialData: () => takeEarlyAnswer(path) as Book[] | undefined,
  });
  return useMemo((): BooksState => {
    if (answer.isPending) return { status: "loading" };
    if (answer.isError) return booksFailed(answer.error);
    return { status: "success", books: answer.data, confirmed: true };
  }, [answer.isPending, answer.isError, answer.error, answer.data]);
}
