import { createHmac, timingSafeEqual } from "node:crypto";

import { normalizeEmail } from "../shared/newsletter.ts";

/**
 * An unsubscribe token: `<payload>.<signature>`, both base64url without padding. The payload is
 * the normalized address; the signature is its HMAC-SHA256 under the store's secret key, so a
 * token can only be made by the API, and any change to either part is detected.
 */

const MAC_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function mac(payload: string, key: Buffer): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

/** The token that unsubscribes `email`. */
export function signUnsubscribeToken(email: string, key: Buffer): string {
  const payload = Buffer.from(normalizeEmail(email), "utf8").toString("base64url");
  return `${payload}.${mac(payload, key).toString("base64url")}`;
}

/** The address a token names, or null when it was not made with `key` or was changed since. */
export function verifyUnsubscribeToken(token: string, key: Buffer): string | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload = "", signature = ""] = parts;
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  const given = Buffer.from(signature, "base64url");
  // Only the canonical encoding of a 32-byte MAC: trailing bits or extra characters are refused.
  if (given.length !== MAC_BYTES || given.toString("base64url") !== signature) return null;
  if (!timingSafeEqual(given, mac(payload, key))) return null;
  const email = Buffer.from(payload, "base64url").toString("utf8");
  return email === "" ? null : email;
}
