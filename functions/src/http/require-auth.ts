import type { Request } from "express";
import type { DecodedIdToken } from "firebase-admin/auth";
import { logger } from "firebase-functions/v2";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { auth } from "../lib/firebase.ts";

import { bearerToken } from "./bearer-token.ts";
import { HttpError } from "./http-error.ts";

/** What verifyIdToken rejects a token with when the caller, not the server, is at fault. */
const REJECTED_TOKEN_CODES = new Set([
  "auth/argument-error",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/invalid-id-token",
  "auth/user-disabled",
  "auth/user-not-found",
]);

/** Seconds a caller waits before retrying when the token check could not finish. */
export const TOKEN_CHECK_RETRY_AFTER_SECONDS = 2;

function authErrorCode(error: unknown): string | undefined {
  return typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string"
    ? error.code
    : undefined;
}

/**
 * The caller's verified (and not revoked) Firebase ID token. A 401 only when the token itself is
 * refused; when the check cannot finish (the Auth backend or its lookup failing under load), a
 * 503 with Retry-After, so a signed-in customer is never told to sign in again for our failure.
 * Only the access middleware (identify-caller.ts) calls it; handlers get the caller it made.
 */
export async function verifiedIdToken(req: Request): Promise<DecodedIdToken> {
  const token = bearerToken(req.get("Authorization"));
  if (token === null) throw new HttpError(401, MESSAGES.signInRequired);
  try {
    return await auth.verifyIdToken(token, true);
  } catch (error) {
    const code = authErrorCode(error);
    if (code !== undefined && REJECTED_TOKEN_CODES.has(code)) {
      throw new HttpError(401, MESSAGES.signInRequired);
    }
    logger.warn("The ID token check could not finish", { code, error });
    throw new HttpError(503, MESSAGES.storeBusy, TOKEN_CHECK_RETRY_AFTER_SECONDS);
  }
}
