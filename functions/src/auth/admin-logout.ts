import * as API from "@bookstore/shared/accounts/accounts-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { answer, route } from "../http/route.ts";
import { auth } from "../lib/firebase.ts";

/**
 * POST /api/auth/admin/logout: revokes the admin's refresh tokens, so the ID tokens issued so far
 * are refused too. An admin whose session has already run out may still log out.
 */
export const adminLogout = route(API.adminLogout, async ({ res }) => {
  const caller = signedInCaller(res);
  await auth.revokeRefreshTokens(caller.uid);
  return answer(API.adminLogout, 204, undefined);
});
