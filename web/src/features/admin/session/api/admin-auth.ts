import { signInWithCustomToken, signOut, type User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { auth } from "@/lib/firebase-auth";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";
import type { ApiRequestBody } from "@bookstore/shared/api/endpoint-types.ts";

/** POST /api/auth/admin, then signs in with the custom token it returns (claim `admin`). */
export async function signInAsAdmin(
  credentials: ApiRequestBody<typeof API.adminLogin>,
): Promise<User> {
  const { token } = await apiRequest(API.adminLogin, { body: credentials });
  const { user } = await signInWithCustomToken(auth, token);
  return user;
}

/**
 * Ends the admin session: the API revokes the refresh tokens, then the app signs out. A failed
 * call still signs out here (the session ends within the hour in any case).
 */
export async function signOutAdmin(user: User): Promise<void> {
  try {
    await apiRequest(API.adminLogout, { session: user });
  } catch (error) {
    console.error("Admin logout call failed", error);
  } finally {
    await signOut(auth);
  }
}
