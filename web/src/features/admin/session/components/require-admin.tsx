import { useState, type ReactNode } from "react";
import { Navigate } from "react-router-dom";

import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useSession } from "@/session/use-session";

import { ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { AdminUserContext } from "../hooks/admin-user";

/**
 * The /dashboard routes: an admin session, or the visitor goes to /admin. A
 * session that ends here (Log out, expiry) goes to '/', whichever of the sign-out
 * and the move away happens first.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const [wasAdmin, setWasAdmin] = useState(false);
  if (session.status === "admin" && !wasAdmin) setWasAdmin(true);
  if (session.status === "loading") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={ADMIN_TEXT.loading} />
      </div>
    );
  }
  if (session.status !== "admin") {
    return <Navigate to={wasAdmin ? paths.home : paths.admin} replace />;
  }
  return <AdminUserContext value={session.user}>{children}</AdminUserContext>;
}
