import type { Request } from "express";
import type { DecodedIdToken } from "firebase-admin/auth";

import { ADMIN_MESSAGES } from "../shared/admin-api.ts";

import { isAdminSession } from "./admin-session.ts";
import { HttpError } from "./http-error.ts";
import { requireAuth } from "./require-auth.ts";

/** A verified token with the `admin` claim, however old its sign-in; 401 or 403 otherwise. */
export async function requireAdmin(req: Request): Promise<DecodedIdToken> {
  const caller = await requireAuth(req);
  if (caller.admin !== true) throw new HttpError(403, ADMIN_MESSAGES.adminOnly);
  return caller;
}

/**
 * An admin whose sign-in was under ADMIN_SESSION_SECONDS ago: no or a bad token 401, no admin
 * claim 403, an admin session that has run out 401 with ADMIN_MESSAGES.sessionExpired.
 */
export async function requireAdminSession(req: Request): Promise<DecodedIdToken> {
  const caller = await requireAdmin(req);
  if (!isAdminSession(caller, Math.floor(Date.now() / 1000))) {
    throw new HttpError(401, ADMIN_MESSAGES.sessionExpired);
  }
  return caller;
}
