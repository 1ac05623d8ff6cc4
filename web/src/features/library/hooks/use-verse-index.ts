import { useQuery } from "@tanstack/react-query";

import { fetchVerseIndex } from "../api/verse-api";

export function useVerseIndex() {
  return useQuery({ queryKey: ["verses", "index"], queryFn: fetchVerseIndex });
}
