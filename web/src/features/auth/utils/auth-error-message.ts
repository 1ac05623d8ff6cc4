const UNKNOWN = "Something went wrong while signing you in. Please try again.";

/** A sentence for each Firebase Auth error code the sign-in screens may meet. */
const SENTENCES: Readonly<Record<string, string>> = {
  "operation-not-supported-in-this-environment":
    "Sign-in is not supported in this browser. Please open the store in a regular browser window.",
  "web-storage-unsupported":
    "Your browser is blocking the storage that sign-in needs. Please allow cookies and site data for this store, then try again.",
  "cancelled-popup-request": "Another sign-in window was opened, so this one was cancelled.",
  "popup-closed-by-user": "The sign-in window was closed before signing in finished.",
  "popup-blocked":
    "Your browser blocked the sign-in window. Please allow pop-ups for this store and try again.",
  "network-request-failed":
    "We could not reach the sign-in service. Please check your internet connection and try again.",
  "unauthorized-domain":
    "Sign-in is not enabled for this web address. Please use the store's main address.",
  "internal-error": UNKNOWN,
  "invalid-auth-event": "The sign-in window gave an unexpected answer. Please try again.",
  "auth-domain-config-required":
    "Sign-in is not set up correctly on this store. Please try again later.",
  "invalid-api-key": "Sign-in is not set up correctly on this store. Please try again later.",
  "wrong-password": "The e-mail address or password is not correct.",
  "invalid-credential": "The e-mail address or password is not correct.",
  "user-not-found": "The e-mail address or password is not correct.",
  "invalid-email": "Please enter a valid e-mail address.",
  "missing-password": "Please enter your password.",
  "email-already-in-use": "An account with this e-mail already exists. Please log in.",
  "account-exists-with-different-credential":
    "An account with this e-mail already exists. Please log in with your e-mail and password.",
  "too-many-requests":
    "Too many attempts to sign in. Please wait a few minutes before trying again.",
  "expired-action-code": "This link has expired. Please ask for a new one.",
  "invalid-action-code":
    "This link is not valid or has already been used. Please ask for a new one.",
  "requires-recent-login": "For your security, please log in again to continue.",
  "user-token-expired": "Your session has expired. Please log in again.",
  "user-disabled": "This account has been disabled. Please contact us for help.",
  "weak-password": "Please choose a stronger password.",
  "password-does-not-meet-requirements": "Please choose a stronger password.",
  "multi-factor-auth-required":
    "This account needs a second sign-in step, which this store does not support yet. Please contact us.",
};

/** Codes that only say the e-mail or password is wrong, which the forms' own line already says. */
const CREDENTIAL_CODES = new Set([
  "wrong-password",
  "invalid-credential",
  "user-not-found",
  "invalid-email",
  "missing-password",
  "missing-email",
]);

/** Codes that mean only "it did not work", which 'Please try again.' already says. */
const TRY_AGAIN_CODES = new Set(["internal-error", "invalid-auth-event"]);

/** A disabled account or an expired session: these codes sign the user out. */
const SIGN_OUT_CODES = new Set(["user-disabled", "user-token-expired"]);

/** The code of a Firebase Auth error without its 'auth/' prefix, or 'unknown'. */
export function authErrorCode(error: unknown): string {
  if (typeof error !== "object" || error === null || !("code" in error)) return "unknown";
  const { code } = error;
  if (typeof code !== "string" || !code.startsWith("auth/")) return "unknown";
  return code.slice("auth/".length);
}

/** A sentence a person understands, for any code; never the code itself. */
export function authErrorMessage(code: string): string {
  return Object.hasOwn(SENTENCES, code) ? (SENTENCES[code] ?? UNKNOWN) : UNKNOWN;
}

/** Whether the code says more than "the e-mail or password is wrong". */
export function saysMoreThanInvalidCredentials(code: string): boolean {
  return !CREDENTIAL_CODES.has(code);
}

/** Whether the code tells the user something beyond "please try again". */
export function saysMoreThanTryAgain(code: string): boolean {
  return Object.hasOwn(SENTENCES, code) && !TRY_AGAIN_CODES.has(code);
}

export function signsUserOut(code: string): boolean {
  return SIGN_OUT_CODES.has(code);
}
