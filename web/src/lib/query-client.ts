import { QueryClient } from "@tanstack/react-query";

/** API reads: kept 60 s after the last subscriber, no refetch on focus or reconnect. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 60_000,
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: 1,
    },
  },
});
