import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router-dom";

import { queryClient } from "@/lib/query-client";

/**
 * The API cache for the screens that read or write through the API. A lazy layout route, so
 * TanStack Query loads with the first such screen, not with the home page; every screen shares
 * the one client, so its cache outlives this layout.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
