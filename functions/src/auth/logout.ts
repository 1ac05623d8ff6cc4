import type { RequestHandler } from "express";

import { signedInCaller } from "../http/caller.ts";
import { auth } from "../lib/firebase.ts";

/**
 * POST /api/auth/logout: revokes the caller's refresh tokens, so the ID tokens issued before the
 * sign-out are refused by the API (which checks revocation) from now on.
 */
export const logout: RequestHandler = async (req, res) => {
  const caller = signedInCaller(res);
  await auth.revokeRefreshTokens(caller.uid);
  res.status(204).end();
};
