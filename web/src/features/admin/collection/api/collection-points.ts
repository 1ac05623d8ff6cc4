import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiMutationOptions } from "@/lib/api-mutation";
import { apiQueryOptions } from "@/lib/api-query";
import { apiKeyPrefix } from "@/lib/api-query-key";
import * as API from "@bookstore/shared/collection/collection-api.ts";

/** GET /api/collection-points: every point, by name, as the checkout lists them. */
export function useCollectionPoints() {
  return useQuery(apiQueryOptions(API.listCollectionPoints));
}

/** After a point changes, the list loads again, here and in the checkout's cache alike. */
export async function invalidateCollectionPoints(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    queryKey: apiKeyPrefix(API.listCollectionPoints.path),
  });
}

export function useDeleteCollectionPoint(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(API.deleteCollectionPoint, (id: string) => ({
      params: { id },
      session: user,
    })),
    onSuccess: () => invalidateCollectionPoints(queryClient),
  });
}
