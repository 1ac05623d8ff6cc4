import type { User } from "firebase/auth";
import { useState } from "react";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";

import { signOutEverywhere } from "../api/sign-out-everywhere";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";

/** Revokes every session of the account, signs out here and goes to /login. */
export function SignOutEverywhereButton({ user }: { user: User }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = () => {
    setBusy(true);
    setFailed(false);
    signOutEverywhere(user).then(
      () => {
        void navigate(paths.login, { replace: true });
      },
      (error: unknown) => {
        console.error("Could not sign out everywhere", error);
        setFailed(true);
        setBusy(false);
      },
    );
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{TEXT.devicesIntro}</p>
      {failed && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {TEXT.signOutEverywhereFailed}
        </p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={signOut}
        className="rounded-md border border-red-700 px-5 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {TEXT.signOutEverywhere}
      </button>
    </div>
  );
}
