import { Timestamp } from "firebase-admin/firestore";

import { ADMIN_LOGIN_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

import { rateLimitKeyId } from "../http/rate-limit.ts";
import { loginAttemptsCollection } from "../lib/collections/login-attempts.ts";
import { db } from "../lib/firebase.ts";
import { runStoreTransaction } from "../lib/store-writes.ts";

import { admitAttempt, loginPairKey, type LoginAdmission } from "./login-lockout.ts";

export interface LoginLockout {
  /** Counts an attempt of the pair as a failure, unless the pair is locked. */
  admit(client: string, username: string): Promise<LoginAdmission>;
  /** Forgets the pair's failures, after a successful sign-in. */
  clear(client: string, username: string): Promise<void>;
}

/** The lockout, counted in Firestore so every function instance sees the same failures. */
export function firestoreLoginLockout(now: () => number = Date.now): LoginLockout {
  const attempts = loginAttemptsCollection(db);
  const forgetMs = ADMIN_LOGIN_LIMITS.forgetFailuresHours * 3_600_000;
  return {
    admit(client, username) {
      const ref = attempts.doc(rateLimitKeyId(loginPairKey(client, username)));
      return runStoreTransaction(async (transaction) => {
        const stored = (await transaction.get(ref)).data();
        const admission = admitAttempt(
          stored && {
            failures: stored.failures,
            lockedUntilMs: stored.lockedUntil?.toMillis() ?? 0,
            lastFailureMs: stored.lastFailureAt.toMillis(),
          },
          now(),
        );
        if (admission.allowed) {
          const { failures, lockedUntilMs, lastFailureMs } = admission.next;
          transaction.set(ref, {
            failures,
            lockedUntil: lockedUntilMs === 0 ? null : Timestamp.fromMillis(lockedUntilMs),
            lastFailureAt: Timestamp.fromMillis(lastFailureMs),
            expiresAt: Timestamp.fromMillis(lastFailureMs + forgetMs),
          });
        }
        return admission;
      });
    },
    async clear(client, username) {
      await attempts.doc(rateLimitKeyId(loginPairKey(client, username))).delete();
    },
  };
}
