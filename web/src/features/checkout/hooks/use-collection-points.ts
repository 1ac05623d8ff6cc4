import { useQuery } from "@tanstack/react-query";

import { apiQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/collection/collection-api.ts";
import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";

const NO_POINTS: readonly CollectionPoint[] = [];

/**
 * GET /api/collection-points: the shop's collection points, by name, public, so one cache entry
 * serves every account. Until they load, and if they fail to, there are none: the checkout then
 * offers delivery only, as it does for a shop without points.
 */
export function useCollectionPoints(): readonly CollectionPoint[] {
  return useQuery(apiQueryOptions(API.listCollectionPoints)).data ?? NO_POINTS;
}
