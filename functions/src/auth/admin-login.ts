import { randomBytes } from "node:crypto";

import type { RequestHandler } from "express";

import { minutesLeft, retryAfterSeconds } from "../http/fixed-window.ts";
import { HttpError } from "../http/http-error.ts";
import { firestoreRateLimiter } from "../http/rate-limit.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { adminsCollection } from "../lib/collections/admins.ts";
import { auth, db } from "../lib/firebase.ts";
import { hashPassword, verifyPassword } from "../lib/password-hash.ts";
import {
  ADMIN_LOGIN_LIMITS,
  ADMIN_MESSAGES,
  type AdminLoginResponse,
} from "../shared/admin-api.ts";
import { adminLoginSchema } from "../shared/admin-requests.ts";
import { ADMIN_USERNAME_PATTERN } from "../shared/admin.ts";
import * as API from "../shared/api/endpoints.ts";
import { COLLECTIONS } from "../shared/collections.ts";

/** Each attempt uses up one try; a successful sign-in gives them all back. */
const loginAttempts = firestoreRateLimiter({
  collection: COLLECTIONS.loginAttempts,
  limit: ADMIN_LOGIN_LIMITS.maxFailures,
  windowMs: ADMIN_LOGIN_LIMITS.windowMinutes * 60_000,
});

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
export const adminLogin: RequestHandler = async (req, res) => {
  const { username, password } = parseOrThrow(adminLoginSchema, req.body);
  const attempt = await loginAttempts.consume(`admin-login:${username}`);
  if (!attempt.allowed) {
    res.set("Retry-After", String(retryAfterSeconds(attempt.retryAfterMs)));
    throw new HttpError(429, ADMIN_MESSAGES.tooManyAttempts(minutesLeft(attempt.retryAfterMs)));
  }
  const hash = await storedHash(username);
  const valid = await verifyPassword(password, hash ?? (await hashOfNobody()));
  if (hash === null || !valid) throw new HttpError(401, ADMIN_MESSAGES.wrongCredentials);
  await loginAttempts.reset(`admin-login:${username}`);
  const answer: AdminLoginResponse = {
    token: await auth.createCustomToken(adminUid(username), { admin: true }),
  };
  sendJson(res, API.adminLogin, answer);
};
