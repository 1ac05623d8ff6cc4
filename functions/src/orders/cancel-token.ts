import { createHmac } from "node:crypto";

import { signValue, verifiedValue } from "../lib/signed-token.ts";

/**
 * A pre-order's cancel token: the customer's uid and the order's id, signed (lib/signed-token.ts)
 * with a key derived from the store's unsubscribe key for this use alone, so no newsletter or
 * stop token is ever a valid cancel token, and only the API can make one.
 */

/** Names this use of the store's key: the derived key signs cancel tokens and nothing else. */
const PURPOSE = "bookstore pre-order cancel token v1";

function cancelKey(storeKey: Buffer): Buffer {
  return createHmac("sha256", storeKey).update(PURPOSE).digest();
}

/** Whose order a token names: neither part holds a "/" (Firestore ids cannot). */
export interface CancelTarget {
  uid: string;
  orderId: string;
}

export function signCancelToken({ uid, orderId }: CancelTarget, storeKey: Buffer): string {
  return signValue(`${uid}/${orderId}`, cancelKey(storeKey));
}

/** The order a token names, or null when it was not made with `storeKey` or was changed since. */
export function verifyCancelToken(token: string, storeKey: Buffer): CancelTarget | null {
  const value = verifiedValue(token, cancelKey(storeKey));
  const [uid, orderId, ...rest] = value?.split("/") ?? [];
  if (uid === undefined || uid === "" || orderId === undefined || orderId === "") return null;
  return rest.length === 0 ? { uid, orderId } : null;
}
