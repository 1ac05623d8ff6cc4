import { validatePassword } from "firebase/auth";

import { auth } from "@/lib/firebase-auth";

import { authErrorMessage } from "../utils/auth-error-message";
import {
  checkAgainstDefaultPolicy,
  passwordPolicyMessage,
  type PasswordCheck,
} from "../utils/password-policy-message";

/**
 * What a rejected password lacks, in words, from the provider's password policy. Where the
 * policy cannot be read (the Auth emulator does not serve it) the provider's default applies.
 */
export async function describeWeakPassword(password: string): Promise<string> {
  const check: PasswordCheck = await validatePassword(auth, password).catch(() =>
    checkAgainstDefaultPolicy(password),
  );
  return passwordPolicyMessage(check) ?? authErrorMessage("weak-password");
}
