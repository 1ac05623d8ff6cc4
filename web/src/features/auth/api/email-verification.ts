import { applyActionCode, sendEmailVerification, type User } from "firebase/auth";

import { auth } from "@/lib/firebase-auth";

/** Asks Firebase Auth to mail the account a link that confirms its address. */
export async function sendVerificationLink(user: User): Promise<void> {
  await sendEmailVerification(user);
}

/**
 * Whether the account's address is confirmed now: reloads the account and takes a fresh ID
 * token, since the API reads `email_verified` from the token, not from the account.
 */
export async function refreshVerification(user: User): Promise<boolean> {
  await user.reload();
  await user.getIdToken(true);
  return user.emailVerified;
}

/**
 * Confirms the address of a verification link's code; a customer signed in on this browser gets
 * a fresh token that says so.
 */
export async function confirmEmail(code: string): Promise<void> {
  await applyActionCode(auth, code);
  const user = auth.currentUser;
  if (user) await refreshVerification(user).catch(() => undefined);
}
