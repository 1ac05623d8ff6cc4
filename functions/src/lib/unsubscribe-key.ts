import { randomBytes } from "node:crypto";

import { Timestamp } from "firebase-admin/firestore";

import { newsletterSecretRef } from "./collections/system.ts";
import { db } from "./firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "./firestore-error.ts";

const KEY_BYTES = 32;

/**
 * The key newsletter unsubscribe tokens are signed with; back-in-stock stop tokens use a key
 * derived from it (stock-alerts/stop-token.ts). It needs no configuration: the first request that
 * wants it makes 32 random bytes and stores them in system/newsletter with create(), so of two
 * instances starting at once one write wins and the other reads the winner's key. Clients cannot
 * read the system collection (firestore.rules); only the Admin SDK can. Every instance keeps the
 * key in memory once read. Deleting the document makes new links and invalidates the old ones.
 */
async function readOrCreateKey(): Promise<Buffer> {
  const ref = newsletterSecretRef(db);
  const stored = (await ref.get()).data();
  if (stored !== undefined) return Buffer.from(stored.unsubscribeKey, "base64");
  const key = randomBytes(KEY_BYTES);
  try {
    await ref.create({ unsubscribeKey: key.toString("base64"), createdAt: Timestamp.now() });
    return key;
  } catch (error) {
    if (firestoreErrorCode(error) !== FIRESTORE_CODES.alreadyExists) throw error;
    const winner = (await ref.get()).data();
    if (winner === undefined) throw error;
    return Buffer.from(winner.unsubscribeKey, "base64");
  }
}

let cached: Promise<Buffer> | undefined;

export function unsubscribeKey(): Promise<Buffer> {
  cached ??= readOrCreateKey().catch((error: unknown) => {
    // A failed read is not remembered: the next request tries again.
    cached = undefined;
    throw error;
  });
  return cached;
}
