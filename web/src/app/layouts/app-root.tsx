import { Suspense } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Outlet, useLocation } from "react-router-dom";

import { RouteError } from "@/components/errors/route-error";
import { ScrollRestoration } from "@/components/scroll-restoration";
import { AdminSessionExpiry } from "@/session/admin-session-expiry";

/**
 * Every page: the route's screen, and the admin session's hour-long timer. A screen that fails
 * (its module did not load, or it threw) shows the error screen until the shopper goes elsewhere.
 */
export function AppRoot() {
  const { pathname } = useLocation();
  return (
    <>
      <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
        <Suspense>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <ScrollRestoration />
      <AdminSessionExpiry />
    </>
  );
}
