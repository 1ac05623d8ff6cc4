import type { RequestHandler } from "express";
import type { UserRecord } from "firebase-admin/auth";

import { HttpError } from "../http/http-error.ts";
import { requireAuth } from "../http/require-auth.ts";
import { sendJson } from "../http/send-json.ts";
import {
  ACCOUNT_DATA_FILE_NAME,
  ACCOUNT_DATA_MESSAGES,
  type ExportedAccount,
} from "../shared/account-data.ts";
import * as API from "../shared/api/contract.ts";
import { MESSAGES } from "../shared/messages.ts";

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
export const getAccountData: RequestHandler = async (req, res) => {
  const caller = await requireAuth(req);
  // Admin sessions are accounts of the dashboard, made at each admin login, not customers.
  if (caller.admin === true) throw new HttpError(403, ACCOUNT_DATA_MESSAGES.adminHasNoAccount);
  const account = await findAuthAccount(caller.uid);
  if (account === null) throw new HttpError(401, MESSAGES.signInRequired);
  const sections = await readPersonalData(dataOwner(caller.uid, [caller.email, account.email]));
  res.attachment(ACCOUNT_DATA_FILE_NAME);
  res.set("Cache-Control", "private, no-store");
  sendJson(res, API.getAccountData, {
    exportedAt: new Date().toISOString(),
    account: exportedAccount(account),
    sections,
  });
};
