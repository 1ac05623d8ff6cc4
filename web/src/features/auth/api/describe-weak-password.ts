import { validatePassword } from "firebase/auth";

import { auth } from "@/lib/firebase-auth";

import { authErrorMessage } from "../utils/auth-error-message";
import {
  checkAgainstDefaultPolicy,
  passwordPolicyMessage,
  type PasswordCheck,
} from "../utils/password-policy-message";

/**
 * What the password lacks under the provider's password policy, in words, or undefined when it
 * meets it. Where the policy cannot be read (the Auth emulator does not serve it) the
 * provider's default applies.
 */
export async function passwordWeakness(password: string): Promise<string | undefined> {
  const check: PasswordCheck = await validatePassword(auth, password).catch(() =>
    checkAgainstDefaultPolicy(password),
  );
  return passwordPolicyMessage(check);
}

/** What a rejected password lacks, in words; a general sentence if the policy names nothing. */
export async function describeWeakPassword(password: string): Promise<string> {
  return (await passwordWeakness(password)) ?? authErrorMessage("weak-password");
}
