import type { Request } from "express";
import type { DecodedIdToken } from "firebase-admin/auth";

import { auth } from "../lib/firebase.ts";
import { MESSAGES } from "../shared/messages.ts";

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

function isRejectedToken(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    REJECTED_TOKEN_CODES.has(error.code)
  );
}

/** The caller's verified (and not revoked) Firebase ID token; a 401 without one. */
export async function requireAuth(req: Request): Promise<DecodedIdToken> {
  const token = bearerToken(req.get("Authorization"));
  if (token === null) throw new HttpError(401, MESSAGES.signInRequired);
  try {
    return await auth.verifyIdToken(token, true);
  } catch (error) {
    if (isRejectedToken(error)) throw new HttpError(401, MESSAGES.signInRequired);
    throw error;
  }
}
