import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { accountReads } from "@/lib/api-query-key";

import { signOutAdmin } from "../api/admin-auth";
import { useAdminUser } from "../hooks/admin-user";

/** Log out: the API revokes the session's refresh tokens, the app signs out and goes to '/'. */
export function LogoutButton() {
  const user = useAdminUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logOut = useMutation({
    mutationFn: async () => {
      // Leave the dashboard first: signed out on it, its guard would send the admin to /admin.
      await navigate(paths.home, { replace: true });
      await signOutAdmin(user);
      queryClient.removeQueries(accountReads(user.uid));
    },
  });

  return (
    <button
      type="button"
      onClick={() => {
        logOut.mutate();
      }}
      disabled={logOut.isPending}
      className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
    >
      Log out
    </button>
  );
}
