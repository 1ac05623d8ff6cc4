import type { UserRecord } from "firebase-admin/auth";

import { auth } from "../lib/firebase.ts";

function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    error.code === "auth/user-not-found"
  );
}

/** The Auth account, or null when it no longer exists (deleted since the token was checked). */
export async function findAuthAccount(uid: string): Promise<UserRecord | null> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** Deletes the Auth account; true when it existed. */
export async function deleteAuthAccount(uid: string): Promise<boolean> {
  try {
    await auth.deleteUser(uid);
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}
