import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from "@bookstore/shared/accounts/account.ts";

import type { Caller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";

/** True when the token's sign-in (auth_time, not its last refresh) is recent enough. */
export function isRecentSignIn(authTimeSeconds: number, nowMs: number): boolean {
  return nowMs / 1000 - authTimeSeconds <= ACCOUNT_LIMITS.recentSignInSeconds;
}

/**
 * A stolen or long-open session must not change the password or delete the account: the customer
 * proves it is them by signing in (or re-entering the current password) just before. Otherwise a
 * 401 with `message`, which says what to do.
 */
export function requireRecentSignIn(
  caller: Pick<Caller, "signedInAt">,
  nowMs = Date.now(),
  message: string = ACCOUNT_MESSAGES.recentSignInRequired,
): void {
  if (!isRecentSignIn(caller.signedInAt, nowMs)) throw new HttpError(401, message);
}
