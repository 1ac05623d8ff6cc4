import { normalizeEmail } from "@bookstore/shared/accounts/email.ts";

import { signValue, verifiedValue } from "../lib/signed-token.ts";

/**
 * An unsubscribe token: the normalized address, signed with the store's secret key
 * (lib/signed-token.ts), so a token can only be made by the API.
 */

/** The token that unsubscribes `email`. */
export function signUnsubscribeToken(email: string, key: Buffer): string {
  return signValue(normalizeEmail(email), key);
}

/** The address a token names, or null when it was not made with `key` or was changed since. */
export function verifyUnsubscribeToken(token: string, key: Buffer): string | null {
  return verifiedValue(token, key);
}
