import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  type User,
} from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import { auth } from "@/lib/firebase-auth";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";

/**
 * Proves the current password (a fresh sign-in, which the API asks for), has the API set the
 * new one, then signs in with it: the change may end the session's refresh token.
 */
export async function changePassword(user: User, current: string, next: string): Promise<void> {
  const email = user.email ?? "";
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, current));
  await apiRequest(API.changePassword, {
    session: user,
    body: { password: next },
  });
  await signInWithEmailAndPassword(auth, email, next);
}
