import { z } from "zod";

import { ORDER_LIMITS } from "./order.ts";
import { strictBody } from "./strict-body.ts";

/**
 * Customer accounts: names, passwords and the change-password endpoint. The password limits are
 * Firebase Auth's default policy, so the API refuses what a sign-up would refuse.
 */
export const ACCOUNT_LIMITS = {
  /** A name is what checkout sends as the order's name, so it has the order's limit. */
  name: ORDER_LIMITS.name,
  password: { min: 6, max: 4096 },
  /** POST /api/account/password needs a sign-in (not a token refresh) this recent. */
  recentSignInSeconds: 5 * 60,
} as const;

export const ACCOUNT_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Your name can have at most ${ACCOUNT_LIMITS.name} characters.`,
  nameSaved: "Your name is saved.",
  passwordTooShort: `must have at least ${ACCOUNT_LIMITS.password.min} characters`,
  passwordTooLong: `must have at most ${ACCOUNT_LIMITS.password.max} characters`,
  passwordNotText: "must be text",
  passwordChanged: "Your password is changed.",
  recentSignInRequired:
    "For your security, please sign in again (at most 5 minutes before), then change your password.",
  noPassword: "This account signs in with Google and has no password to change.",
  passwordChangedSubject: "Your Book Store password was changed",
} as const;

/** POST /api/account/password: the new password, exactly as typed (never trimmed). */
export const changePasswordSchema = strictBody({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordNotText })
    .min(ACCOUNT_LIMITS.password.min, { error: ACCOUNT_MESSAGES.passwordTooShort })
    .max(ACCOUNT_LIMITS.password.max, { error: ACCOUNT_MESSAGES.passwordTooLong }),
});

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export interface PasswordChanged {
  message: (typeof ACCOUNT_MESSAGES)["passwordChanged"];
}

/** A name as the account forms take it: trimmed, then required and at most ACCOUNT_LIMITS.name. */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === "") return ACCOUNT_MESSAGES.nameRequired;
  if (trimmed.length > ACCOUNT_LIMITS.name) return ACCOUNT_MESSAGES.nameTooLong;
  return undefined;
}

/**
 * What the store calls a customer: their display name, or else the part of their e-mail address
 * before the @ (accounts made before names were asked for have none), or else "Customer".
 */
export function customerName(
  displayName: string | null | undefined,
  email: string | null | undefined,
): string {
  const name = displayName?.trim() ?? "";
  if (name !== "") return name;
  const local = email?.split("@")[0]?.trim() ?? "";
  return local === "" ? "Customer" : local;
}
