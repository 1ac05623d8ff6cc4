import type { User } from "firebase/auth";

import { showTimedDialog } from "@/lib/dialogs";

import { signInWithGoogle } from "../api/sign-in";
import { authErrorCode, authErrorMessage, saysMoreThanTryAgain } from "../utils/auth-error-message";
import { AUTH_DIALOG_MS, AUTH_MESSAGES } from "../utils/auth-messages";

function showGoogleFailure(error: unknown) {
  const code = authErrorCode(error);
  // A newer popup replaced this one; that one reports for itself.
  if (code === "cancelled-popup-request") return;
  const text = saysMoreThanTryAgain(code) ? authErrorMessage(code) : AUTH_MESSAGES.tryAgain;
  void showTimedDialog(
    "error",
    AUTH_MESSAGES.googleFailedTitle,
    text,
    AUTH_DIALOG_MS.googleFailure,
  );
}

/** Google's popup sign-in. It stays enabled while a popup is open: a new popup cancels it. */
export function GoogleSignInButton({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        signInWithGoogle().then(onSignedIn, showGoogleFailure);
      }}
      className="flex w-full items-center justify-center gap-3 rounded-md border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
        />
        <path
          fill="#FBBC05"
          d="M10.6 28.5c-.5-1.4-.8-2.9-.8-4.5s.3-3.1.8-4.5l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.2z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      Sign-in with Google
    </button>
  );
}
