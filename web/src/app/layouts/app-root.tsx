import { Outlet } from "react-router-dom";

import { AdminSessionExpiry } from "@/features/auth/components/admin-session-expiry";

/** Every page: the route's screen, and the admin session's hour-long timer. */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <AdminSessionExpiry />
    </>
  );
}
