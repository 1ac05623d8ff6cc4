import {
  hashKey,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import type { Observable } from "rxjs";

import { afterEngagement } from "@/lib/after-engagement";
import { afterFirstScreen } from "@/lib/after-first-screen";
import type { ApiQueryKey } from "@/lib/api-query-key";

/**
 * How a query's data is followed live: `states` loads the Firestore reader (and with it
 * Firestore's SDK) and resolves with an rxfire observable of the states the server confirms, or
 * undefined when there is nothing to follow. `name` says what is followed, for the console when
 * following fails.
 */
export interface Follow<T> {
  name: string;
  states: () => Promise<Observable<T> | undefined>;
}

/**
 * A query read from the API (or from the page's data block, which is already in the cache), then
 * kept live: once its answer is on show and the shopper uses the page, `follow` subscribes, and
 * each live state is written into the same cache entry, which stays the data's one copy in the
 * browser. Structural sharing keeps the entry as it is when a live state holds what the answer
 * said. Leaving the screen (or a new key) unsubscribes, which ends the Firestore listener.
 */
export function useLiveQuery<T>(
  options: UseQueryOptions<T, Error, T, ApiQueryKey> & { queryKey: ApiQueryKey },
  follow: Follow<T>,
): UseQueryResult<T> {
  const queryClient = useQueryClient();
  const result = useQuery(options);
  const answered = result.isSuccess;
  const key = hashKey(options.queryKey);
  const write = useEffectEvent((data: T) => {
    queryClient.setQueryData<T>(options.queryKey, data);
  });
  const report = useEffectEvent((error: unknown) => {
    console.error(`Following ${follow.name} live failed`, error);
  });
  const loadStates = useEffectEvent(() => follow.states());
  useEffect(() => {
    if (!answered) return undefined;
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    let cancelWait = afterFirstScreen(() => {
      cancelWait = afterEngagement(() => {
        loadStates().then(
          (states) => {
            if (stopped || !states) return;
            const subscription = states.subscribe({
              next: (data) => {
                write(data);
              },
              error: (error: unknown) => {
                report(error);
              },
            });
            unsubscribe = () => {
              subscription.unsubscribe();
            };
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
      unsubscribe?.();
    };
  }, [key, answered]);
  return result;
}
