import { useCallback, useState } from "react";

import type { Book } from "@shared/book.ts";

import { shuffledByRank } from "../utils/shuffle";

/**
 * Arranges books in a random order drawn once per mount (or taken from `drawn`, e.g. an order
 * drawn before the app loaded): live updates do not reshuffle them.
 */
export function useStableShuffle(drawn?: () => Map<string, number> | undefined) {
  const [ranks] = useState(() => drawn?.() ?? new Map<string, number>());
  return useCallback((books: Book[]) => shuffledByRank(books, (book) => book._id, ranks), [ranks]);
}
