import { signOut, type User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { auth } from "@/lib/firebase-auth";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";

/**
 * Ends every session of the account: the API revokes its refresh tokens (other browsers are
 * signed out when their ID token next refreshes, and the API refuses the older tokens at once),
 * then this browser signs out. A failed revocation throws and leaves the customer signed in, so
 * the page does not claim the other devices are signed out.
 */
export async function signOutEverywhere(user: User): Promise<void> {
  await apiRequest(API.logout, {
    session: user,
  });
  await signOut(auth);
}
