import { randomBytes } from "node:crypto";

import { ADMIN_USERNAME_PATTERN } from "@bookstore/shared/accounts/admin.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { ADMIN_LOGIN_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

import { firestoreRateLimiter } from "../http/rate-limit.ts";
import { adminsCollection } from "../lib/collections/admins.ts";
import { concurrencyGate, type GateLimits } from "../lib/concurrency-gate.ts";
import { auth, db } from "../lib/firebase.ts";
import { hashPassword, verifyPassword } from "../lib/password-hash.ts";

import { adminLoginHandler } from "./admin-login-handler.ts";
import { firestoreLoginLockout } from "./login-attempts-store.ts";
import { loginClientKey } from "./login-lockout.ts";

const clientAttempts = firestoreRateLimiter({
  collection: COLLECTIONS.rateLimits,
  limit: ADMIN_LOGIN_LIMITS.perClient.attempts,
  windowMs: ADMIN_LOGIN_LIMITS.perClient.windowMinutes * 60_000,
});

/**
 * scrypt checks one instance runs at once, and how many more may wait for a slot. Each holds
 * 128 MiB and one thread of Node's pool of four while it runs: two leave the pool's other
 * threads (file reads, compression, other crypto) to every other request, and a queue of two
 * lets an admin's sign-in wait out a neighbour's instead of failing. Past that, a 503.
 */
export const ADMIN_PASSWORD_HASH_SLOTS: GateLimits = { running: 2, queued: 2 };

const passwordHashing = concurrencyGate(ADMIN_PASSWORD_HASH_SLOTS);

let dummyHash: Promise<string> | undefined;

/** Verified against when the username is unknown, so the answer takes as long as a real check. */
function hashOfNobody(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("hex"));
  return dummyHash;
}

async function storedHash(username: string): Promise<string | null> {
  if (!ADMIN_USERNAME_PATTERN.test(username)) return null;
  const admin = (await adminsCollection(db).doc(username).get()).data();
  return admin?.passwordHash ?? null;
}

export function adminUid(username: string): string {
  return `admin-${username}`;
}

/** POST /api/auth/admin: a custom token with the `admin` claim for the right username and password. */
export const adminLogin = adminLoginHandler({
  clientCap: {
    consume: async (client) => {
      const decision = await clientAttempts.consume(loginClientKey(client));
      return decision.allowed
        ? { allowed: true, windowStartMs: decision.counter.windowStartMs }
        : decision;
    },
    refund: (client, windowStartMs) => clientAttempts.refund(loginClientKey(client), windowStartMs),
    reset: (client) => clientAttempts.reset(loginClientKey(client)),
  },
  lockout: firestoreLoginLockout(),
  reserveHashing: () => passwordHashing.reserve(),
  async checkPassword(username, password, place) {
    const hash = await storedHash(username);
    // The dummy hash is made in the slot too: it is a derivation like any other.
    return place.run(async () => {
      const valid = await verifyPassword(password, hash ?? (await hashOfNobody()));
      return hash !== null && valid;
    });
  },
  customToken: (username) => auth.createCustomToken(adminUid(username), { admin: true }),
});
