import { useCallback, useState } from "react";

import type { Book } from "@shared/book.ts";

import { shuffledByRank } from "../utils/shuffle";

/** Arranges books in a random order drawn once per mount: live updates do not reshuffle them. */
export function useStableShuffle() {
  const [ranks] = useState(() => new Map<string, number>());
  return useCallback((books: Book[]) => shuffledByRank(books, (book) => book._id, ranks), [ranks]);
}
