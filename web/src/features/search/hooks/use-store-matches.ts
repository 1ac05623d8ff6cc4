import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";

import { rankStoreMatches } from "@/features/books";
import type { Book } from "@shared/book.ts";

import { searchStore, storeMatchesQueryKey } from "../api/search-store";

export const STORE_MATCHES_SHOWN = 12;

/** The store's own books matching the query terms (at least one term), ranked; none while loading. */
export function useStoreMatches(terms: readonly string[]): Book[] {
  const rank = useCallback((books: Book[]) => rankStoreMatches(books, terms), [terms]);
  const { data } = useQuery({
    queryKey: storeMatchesQueryKey(terms, STORE_MATCHES_SHOWN),
    queryFn: () => searchStore(terms, STORE_MATCHES_SHOWN),
    select: rank,
  });
  return data ?? [];
}
