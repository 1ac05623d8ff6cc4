import { Link, Navigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { AdminLoginForm } from "@/features/admin/session/components/admin-login-form";
import { useSession } from "@/session/use-session";

/** /admin, outside the shop's shell: an admin session goes on to the dashboard. */
export function AdminLoginRoute() {
  const session = useSession();
  if (session.status === "admin") return <Navigate to={paths.dashboard} replace />;
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10"
    >
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Admin Dashboard Login</h1>
        <AdminLoginForm />
        <p className="mt-6 text-sm text-slate-700">
          Not an administrator?{" "}
          <Link
            to={paths.login}
            className="font-medium text-blue-700 underline-offset-2 hover:underline"
          >
            Back to the user login
          </Link>
        </p>
        <p className="mt-2 text-sm text-slate-700">
          <Link
            to={paths.home}
            className="font-medium text-blue-700 underline-offset-2 hover:underline"
          >
            Go to the store
          </Link>
        </p>
      </div>
    </main>
  );
}
