import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from "firebase/auth";

import { auth } from "@/lib/firebase-auth";

import { authErrorCode, signsUserOut } from "../utils/auth-error-message";

/** A disabled account or an expired session signs the user out. */
async function signOutIfInvalidated(error: unknown): Promise<never> {
  if (signsUserOut(authErrorCode(error))) await signOut(auth).catch(() => undefined);
  throw error;
}

export async function signInWithEmail(email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email, password).catch(
    signOutIfInvalidated,
  );
  return credential.user;
}

export async function signInWithGoogle(): Promise<User> {
  const credential = await signInWithPopup(auth, new GoogleAuthProvider()).catch(
    signOutIfInvalidated,
  );
  return credential.user;
}

/**
 * Creates the account with its name and mails it the link that confirms its address (the store
 * takes orders only from confirmed addresses), then signs it out again: the store sends new
 * customers to /login, where a signed-in header would contradict the page. Logging in once with
 * the new password also confirms they remember it.
 */
export async function registerWithEmail(
  email: string,
  password: string,
  name: string,
): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  // The account exists either way: without its name the store calls it by its address.
  if (name.trim() !== "") {
    await updateProfile(user, { displayName: name.trim() }).catch((error: unknown) => {
      console.error("Could not save the new account's name", error);
    });
  }
  // The checkout offers to send the link again, so a failure here does not undo the sign-up.
  await sendEmailVerification(user).catch((error: unknown) => {
    console.error("Could not send the verification link", error);
  });
  await signOut(auth);
}
