import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

import { CHECKOUT_MESSAGES } from "../utils/checkout-messages";

/**
 * What an admin session sees at checkout instead of the form: the API takes orders from
 * customers' accounts only, so the form could only fail.
 */
export function AdminCheckoutNotice({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const signOut = useMutation({ mutationFn: onSignOut });
  return (
    <section
      role="status"
      aria-labelledby="admin-checkout-title"
      data-testid="admin-checkout-notice"
      className="flex flex-col gap-4 rounded-lg border border-amber-300 bg-amber-50 p-6"
    >
      <h2 id="admin-checkout-title" className="text-xl font-semibold">
        {CHECKOUT_MESSAGES.adminTitle}
      </h2>
      <p className="text-slate-800">{CHECKOUT_MESSAGES.adminText}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Link
          to={paths.dashboard}
          className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {CHECKOUT_MESSAGES.adminDashboard}
        </Link>
        <button
          type="button"
          onClick={() => {
            signOut.mutate();
          }}
          disabled={signOut.isPending}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
        >
          {CHECKOUT_MESSAGES.adminSignOut}
        </button>
      </div>
    </section>
  );
}
