import { useQuery } from "@tanstack/react-query";

import type { VerseRef } from "@bookstore/shared/library/verse.ts";

import { verseQueryOptions } from "../api/verse-queries";

export function useVerse(ref: VerseRef) {
  return useQuery(verseQueryOptions(ref));
}
