import type { UserRecord } from "firebase-admin/auth";

import { normalizeEmail } from "@bookstore/shared/accounts/email.ts";

import type { SignedInCaller } from "../http/caller.ts";

/** Whose data a request reads or erases: the account's uid and the addresses it has proven. */
export interface DataOwner {
  uid: string;
  /** The verified address as stored and in normalized form (trimmed, lower-case), distinct. */
  emails: string[];
  /** The account's address when it is not verified: nothing is found or erased by it. */
  unverifiedEmail: string | null;
}

/**
 * Personal data is found by the account's uid, or by an address only once the account has proven
 * it: anyone can register an account under an address they do not own, so an unverified address
 * finds nothing (the mail, contact messages and newsletter row under it belong to whoever owns
 * it). The caller's verified address comes from the access middleware; the Auth record's counts
 * only when Auth says it is verified.
 */
export function dataOwner(caller: SignedInCaller, account: UserRecord | null): DataOwner {
  const verified = new Set<string>();
  const addresses = [caller.verifiedEmail, account?.emailVerified === true ? account.email : null];
  for (const address of addresses) {
    if (address === null || address === undefined || address.trim() === "") continue;
    verified.add(address);
    verified.add(normalizeEmail(address));
  }
  const accountEmail = account?.email ?? null;
  const unverifiedEmail =
    accountEmail !== null && verified.size === 0 && accountEmail.trim() !== ""
      ? accountEmail
      : null;
  return { uid: caller.uid, emails: [...verified], unverifiedEmail };
}
