import { z } from "zod";

/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  required: "Please provide your email address.",
  invalid: "Please provide a valid email address.",
  notText: "Your email address must be text.",
  tooLong: `Your email address can be at most ${EMAIL_MAX_LENGTH} characters.`,
} as const;

/** A trimmed e-mail address; the first failed rule names what is wrong. */
export const emailAddressSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? EMAIL_MESSAGES.required : EMAIL_MESSAGES.notText,
  })
  .trim()
  .min(1, { error: EMAIL_MESSAGES.required, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGES.tooLong, abort: true })
  .regex(z.regexes.email, { error: EMAIL_MESSAGES.invalid });

/** Addresses that differ only in case or surrounding spaces are one address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
