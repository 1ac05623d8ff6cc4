import { ACCOUNT_DATA_MESSAGES } from "@bookstore/shared/accounts/account-data.ts";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { route } from "../http/route.ts";

import { deleteAuthAccount, findAuthAccount } from "./auth-account.ts";
import { dataOwner } from "./data-owner.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import { requireRecentSignIn } from "./recent-sign-in.ts";

/**
 * POST /api/account/delete with no body or {}: deletes the signed-in customer's account. Needs a
 * sign-in of the last 5 minutes.
 *
 * The data goes first and the Auth account last: if the request is cut off before the end, the
 * customer can still sign in and send it again, and every step finds only what is left. Once the
 * account is gone nothing new can be stored under it, and a second pass erases whatever a request
 * that was already under way (an order, a status mail) stored between the first pass and then.
 */
export const deleteAccount = route(API.deleteAccount, async ({ res }) => {
  const caller = signedInCaller(res);
  requireRecentSignIn(caller, Date.now(), ACCOUNT_DATA_MESSAGES.recentSignInRequired);
  const account = await findAuthAccount(caller.uid);
  const owner = dataOwner(caller, account);
  await erasePersonalData(owner);
  await deleteAuthAccount(caller.uid);
  await erasePersonalData(owner);
  return {
    message: ACCOUNT_DATA_MESSAGES.accountDeleted,
    notice:
      owner.unverifiedEmail === null
        ? null
        : ACCOUNT_DATA_MESSAGES.deletionLeavesUnverified(owner.unverifiedEmail),
  };
});
