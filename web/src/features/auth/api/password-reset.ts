import {
  confirmPasswordReset,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
} from "firebase/auth";

import { auth } from "@/lib/firebase-auth";

import { authErrorCode } from "../utils/auth-error-message";

/**
 * Asks Firebase Auth to mail a reset link. An unknown address is not an error here: the page
 * says the same for every address, so it cannot tell anyone which addresses have accounts.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if (authErrorCode(error) === "user-not-found") return;
    throw error;
  }
}

/** The address a reset code is for; rejects an expired, used or malformed code. */
export async function checkResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

export async function resetPassword(code: string, password: string): Promise<void> {
  await confirmPasswordReset(auth, code, password);
}
