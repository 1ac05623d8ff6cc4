import { EmailAuthProvider, reauthenticateWithCredential, signOut, type User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { auth } from "@/lib/firebase-auth";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";

/**
 * Deletes the customer's account. An e-mail account proves its password first (the API takes
 * the deletion only from a sign-in of the last few minutes); a Google account relies on its
 * last sign-in. Then this browser signs out: the account no longer exists. Answers the API's
 * notice of what it left (what is under an address the account never verified), or null.
 */
export async function deleteAccount(user: User, password: string | null): Promise<string | null> {
  if (password !== null) {
    await reauthenticateWithCredential(
      user,
      EmailAuthProvider.credential(user.email ?? "", password),
    );
  }
  const { notice } = await apiRequest(API.deleteAccount, {
    session: user,
  });
  await signOut(auth);
  return notice;
}
