import { useQuery } from "@tanstack/react-query";

import { verseIndexQueryOptions } from "../api/verse-queries";

export function useVerseIndex() {
  return useQuery(verseIndexQueryOptions());
}
