import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { loadAuthSdk } from "@/lib/auth-loader";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";

/**
 * Signs the customer out. The API first revokes the account's refresh tokens, so an ID token
 * copied before the sign-out no longer opens the customer's orders. A failed call still signs
 * out here (the token expires within the hour in any case).
 */
export async function signOutCustomer(user: User): Promise<void> {
  try {
    await apiRequest(API.logout, {
      session: user,
    });
  } catch (error) {
    console.error("Logout call failed", error);
  } finally {
    // The header's menu calls this: the SDK loads here, not with every page's first bundle.
    const { sdk, auth } = await loadAuthSdk();
    await sdk.signOut(auth);
  }
}
