import { Navigate, Outlet, useLocation } from "react-router-dom";

import { paths } from "@/config/paths";
import { useSession } from "@/session/use-session";

import { AUTH_MESSAGES } from "../utils/auth-messages";

/** Customer pages: 'Loading..' while the session resolves, /login for visitors. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  if (session.status === "loading") {
    return (
      <p role="status" className="py-16 text-center text-lg text-slate-700">
        {AUTH_MESSAGES.loading}
      </p>
    );
  }
  if (session.status === "signed-out") {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
