import * as API from "@bookstore/shared/accounts/accounts-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { answer, route } from "../http/route.ts";
import { auth } from "../lib/firebase.ts";

/**
 * POST /api/auth/logout: revokes the caller's refresh tokens, so the ID tokens issued before the
 * sign-out are refused by the API (which checks revocation) from now on.
 */
export const logout = route(API.logout, async ({ res }) => {
  const caller = signedInCaller(res);
  await auth.revokeRefreshTokens(caller.uid);
  return answer(API.logout, 204, undefined);
});
