import { useQuery } from "@tanstack/react-query";

import { apiQueryOptions } from "@/lib/api-query";
import * as API from "@shared/api/contract.ts";
import type { VerseRef } from "@shared/verse.ts";

/** GET /api/slok/:chapter/:verse. */
export function useVerse({ chapter, verse }: VerseRef) {
  return useQuery(apiQueryOptions(API.getVerse, { params: { chapter, verse } }));
}
