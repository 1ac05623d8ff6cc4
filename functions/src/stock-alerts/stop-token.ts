import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A stop token: `<payload>.<signature>`, both base64url without padding. The payload is the
 * customer's uid; the signature its HMAC-SHA256 under a key derived from the store's unsubscribe
 * key, so a newsletter token is never a valid stop token (nor the other way round), only the API
 * can make one, and any change to either part is detected.
 */

const MAC_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Names this use of the store's key: the derived key signs stop tokens and nothing else. */
const PURPOSE = "bookstore stock-alert stop token v1";

function stopKey(storeKey: Buffer): Buffer {
  return createHmac("sha256", storeKey).update(PURPOSE).digest();
}

function mac(payload: string, storeKey: Buffer): Buffer {
  return createHmac("sha256", stopKey(storeKey)).update(payload).digest();
}

/** The token that ends every back-in-stock alert of the customer `uid`. */
export function signStopToken(uid: string, storeKey: Buffer): string {
  const payload = Buffer.from(uid, "utf8").toString("base64url");
  return `${payload}.${mac(payload, storeKey).toString("base64url")}`;
}

/** The uid a token names, or null when it was not made with `storeKey` or was changed since. */
export function verifyStopToken(token: string, storeKey: Buffer): string | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload = "", signature = ""] = parts;
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  const given = Buffer.from(signature, "base64url");
  // Only the canonical encoding of a 32-byte MAC: trailing bits or extra characters are refused.
  if (given.length !== MAC_BYTES || given.toString("base64url") !== signature) return null;
  if (!timingSafeEqual(given, mac(payload, storeKey))) return null;
  const uid = Buffer.from(payload, "base64url").toString("utf8");
  return uid === "" ? null : uid;
}
