import { useQuery } from "@tanstack/react-query";

import type { VerseRef } from "@shared/verse.ts";

import { fetchVerse } from "../api/verse-api";

export function useVerse(ref: VerseRef) {
  return useQuery({
    queryKey: ["verses", ref.chapter, ref.verse],
    queryFn: () => fetchVerse(ref),
  });
}
