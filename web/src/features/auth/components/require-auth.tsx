import { Outlet } from "react-router-dom";

/** Placeholder: the sign-in guard is being built (helper task in progress). */
export function RequireAuth() {
  return <Outlet />;
}
