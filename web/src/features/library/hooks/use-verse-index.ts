import { useQuery } from "@tanstack/react-query";

import { apiQueryOptions } from "@/lib/api-query";
import * as API from "@shared/api/contract.ts";

/** GET /api/slok: the verses the store holds. */
export function useVerseIndex() {
  return useQuery(apiQueryOptions(API.listVerses));
}
