import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { apiQueryOptions } from "@/lib/api-query";
import { apiKeyPrefix } from "@/lib/api-query-key";
import * as API from "@bookstore/shared/collection/collection-api.ts";
import type { CollectionPointInput } from "@bookstore/shared/collection/collection-point-input.ts";
import type { CollectionPoint } from "@bookstore/shared/collection/collection-point.ts";

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

export async function createCollectionPoint(
  user: User,
  input: CollectionPointInput,
): Promise<CollectionPoint> {
  return apiRequest(API.createCollectionPoint, { session: user, body: input });
}

export async function editCollectionPoint(
  user: User,
  id: string,
  input: CollectionPointInput,
): Promise<CollectionPoint> {
  return apiRequest(API.editCollectionPoint, { params: { id }, session: user, body: input });
}

export function useDeleteCollectionPoint(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(API.deleteCollectionPoint, { params: { id }, session: user });
    },
    onSuccess: () => invalidateCollectionPoints(queryClient),
  });
}
