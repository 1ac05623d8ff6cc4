import {
  hashKey,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";

import { afterEngagement } from "@/lib/after-engagement";
import { afterFirstScreen } from "@/lib/after-first-screen";
import type { ApiQueryKey } from "@/lib/api-query-key";

/** Starts following data live: `write` gets each state the server confirms; resolves with how to stop. */
export type Follow<T> = (write: (data: T) => void) => Promise<() => void>;

/**
 * A query read from the API (or from the page's data block, which is already in the cache), then
 * kept live: once its answer is on show and the shopper uses the page, `follow` starts (and with
 * it Firestore's SDK), and each live state is written into the same cache entry. Structural
 * sharing keeps the entry as it is when a live state holds what the answer said.
 */
export function useLiveQuery<T>(
  options: UseQueryOptions<T, Error, T, ApiQueryKey> & { queryKey: ApiQueryKey },
  follow: Follow<T>,
): UseQueryResult<T> {
  const queryClient = useQueryClient();
  const result = useQuery(options);
  const answered = result.isSuccess;
  const key = hashKey(options.queryKey);
  const startFollowing = useEffectEvent((isStopped: () => boolean) =>
    follow((data) => {
      if (!isStopped()) queryClient.setQueryData<T>(options.queryKey, data);
    }),
  );
  useEffect(() => {
    if (!answered) return undefined;
    let stopped = false;
    let stopFollowing: (() => void) | undefined;
    let cancelWait = afterFirstScreen(() => {
      cancelWait = afterEngagement(() => {
        startFollowing(() => stopped).then(
          (stop) => {
            if (stopped) stop();
            else stopFollowing = stop;
          },
          (error: unknown) => {
            console.error("Following the page's data live failed", error);
          },
        );
      });
    });
    return () => {
      stopped = true;
      cancelWait();
      stopFollowing?.();
    };
  }, [key, answered]);
  return result;
}
