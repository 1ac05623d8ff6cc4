import type { RequestHandler } from "express";

import { signedInCaller } from "../http/caller.ts";
import { auth } from "../lib/firebase.ts";

/**
 * POST /api/auth/admin/logout: revokes the admin's refresh tokens, so the ID tokens issued so far
 * are refused too. An admin whose session has already run out may still log out.
 */
export const adminLogout: RequestHandler = async (req, res) => {
  const caller = signedInCaller(res);
  await auth.revokeRefreshTokens(caller.uid);
  res.status(204).end();
};
