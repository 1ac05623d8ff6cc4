import type { UserRecord } from "firebase-admin/auth";

import {
  ACCOUNT_DATA_FILE_NAME,
  ACCOUNT_DATA_MESSAGES,
} from "@bookstore/shared/accounts/account-data.ts";
import type { ExportedAccount } from "@bookstore/shared/accounts/accounts-api.ts";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, route } from "../http/route.ts";

import { findAuthAccount } from "./auth-account.ts";
import { dataOwner } from "./data-owner.ts";
import { readPersonalData } from "./read-personal-data.ts";

function isoOrNull(date: string | undefined): string | null {
  return date === undefined || date === "" ? null : new Date(date).toISOString();
}

function exportedAccount(account: UserRecord): ExportedAccount {
  return {
    uid: account.uid,
    email: account.email ?? null,
    emailVerified: account.emailVerified,
    name: account.displayName ?? null,
    createdAt: new Date(account.metadata.creationTime).toISOString(),
    lastSignInAt: isoOrNull(account.metadata.lastSignInTime),
    providers: account.providerData.map(({ providerId }) => providerId),
  };
}

/**
 * GET /api/account/data: everything the store holds about the signed-in customer, as a JSON
 * file to download: the Auth account, then one section per collection (personal-data-sources.ts).
 */
export const getAccountData = route(API.getAccountData, async ({ res }) => {
  const caller = signedInCaller(res);
  const account = await findAuthAccount(caller.uid);
  if (account === null) throw new HttpError(401, MESSAGES.signInRequired);
  const owner = dataOwner(caller, account);
  const sections = await readPersonalData(owner);
  res.attachment(ACCOUNT_DATA_FILE_NAME);
  return answer(
    API.getAccountData,
    200,
    {
      exportedAt: new Date().toISOString(),
      account: exportedAccount(account),
      sections,
      notice:
        owner.unverifiedEmail === null
          ? null
          : ACCOUNT_DATA_MESSAGES.exportLeavesOutUnverified(owner.unverifiedEmail),
    },
    { "Cache-Control": "private, no-store" },
  );
});
