import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A signed token: `<payload>.<signature>`, both base64url without padding. The payload is a
 * value in UTF-8; the signature its HMAC-SHA256 under a secret key, so only the holder of the key
 * makes one, and any change to either part is detected.
 */

const MAC_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function mac(payload: string, key: Buffer): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

/** The token that carries `value`, signed with `key`. */
export function signValue(value: string, key: Buffer): string {
  const payload = Buffer.from(value, "utf8").toString("base64url");
  return `${payload}.${mac(payload, key).toString("base64url")}`;
}

/** The value a token carries, or null when it was not made with `key`, was changed, or is empty. */
export function verifiedValue(token: string, key: Buffer): string | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload = "", signature = ""] = parts;
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  const given = Buffer.from(signature, "base64url");
  // Only the canonical encoding of a 32-byte MAC: trailing bits or extra characters are refused.
  if (given.length !== MAC_BYTES || given.toString("base64url") !== signature) return null;
  if (!timingSafeEqual(given, mac(payload, key))) return null;
  const value = Buffer.from(payload, "base64url").toString("utf8");
  return value === "" ? null : value;
}
