import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/**
 * A collection code and its digest. The order keeps only the digest, keyed with a key derived
 * from the store's key for this use alone: anyone who reads the order (the dashboard, the
 * customer's client) cannot try the million codes offline, and staff learn the code only from
 * the customer.
 */

/** Names this use of the store's key: the derived key digests collection codes and nothing else. */
const PURPOSE = "bookstore collection code v1";

/** Six digits, every one equally likely. */
export function newCollectionCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Bound to the order, so the digest of one order's code says nothing of another's. */
export function collectionCodeDigest(orderId: string, code: string, storeKey: Buffer): string {
  const key = createHmac("sha256", storeKey).update(PURPOSE).digest();
  return createHmac("sha256", key).update(`${orderId}/${code}`).digest("base64url");
}

export function collectionCodeMatches(
  orderId: string,
  code: string,
  digest: string,
  storeKey: Buffer,
): boolean {
  const expected = Buffer.from(collectionCodeDigest(orderId, code, storeKey));
  const stored = Buffer.from(digest);
  return expected.length === stored.length && timingSafeEqual(expected, stored);
}
