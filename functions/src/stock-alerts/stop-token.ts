import { createHmac } from "node:crypto";

import { signValue, verifiedValue } from "../lib/signed-token.ts";

/**
 * A stop token: the customer's uid, signed (lib/signed-token.ts) with a key derived from the
 * store's unsubscribe key, so a newsletter token is never a valid stop token (nor the other way
 * round) and only the API can make one.
 */

/** Names this use of the store's key: the derived key signs stop tokens and nothing else. */
const PURPOSE = "bookstore stock-alert stop token v1";

function stopKey(storeKey: Buffer): Buffer {
  return createHmac("sha256", storeKey).update(PURPOSE).digest();
}

/** The token that ends every back-in-stock alert of the customer `uid`. */
export function signStopToken(uid: string, storeKey: Buffer): string {
  return signValue(uid, stopKey(storeKey));
}

/** The uid a token names, or null when it was not made with `storeKey` or was changed since. */
export function verifyStopToken(token: string, storeKey: Buffer): string | null {
  return verifiedValue(token, stopKey(storeKey));
}
