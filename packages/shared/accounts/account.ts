import { z } from "zod";

import { strictBody } from "../core/strict-body.ts";

import { NAME_MAX_LENGTH, NAME_MESSAGES } from "./customer-name.ts";

export { customerName, nameProblem } from "./customer-name.ts";

/**
 * Customer accounts: names, passwords and the change-password endpoint. The password limits are
 * Firebase Auth's default policy, so the API refuses what a sign-up would refuse.
 */
export const ACCOUNT_LIMITS = {
  name: NAME_MAX_LENGTH,
  password: { min: 6, max: 4096 },
  /** POST /api/account/password needs a sign-in (not a token refresh) this recent. */
  recentSignInSeconds: 5 * 60,
} as const;

export const ACCOUNT_MESSAGES = {
  ...NAME_MESSAGES,
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
