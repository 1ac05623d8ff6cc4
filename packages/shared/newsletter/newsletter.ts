import { z } from "zod";

import { emailAddressSchema, normalizeEmail } from "../accounts/email.ts";
import { strictBody } from "../core/strict-body.ts";

export const NEWSLETTER_DIALOG_MS = 3000;

export const NEWSLETTER_MESSAGES = {
  subscribedTitle: "Subscribed!",
  subscribedText: "We’re crafting something special. Stay tuned!",
  /** The one answer to a sign-up, new address or not, so it does not tell who is subscribed. */
  subscribed: "Subscribed",
  welcomeSubject: "Welcome to the Book Store newsletter",
  alreadySubscribedSubject: "You are already on the Book Store newsletter",
  unsubscribeTokenMissing:
    "This unsubscribe link is incomplete. Please open the whole link from your newsletter mail.",
  unsubscribeTokenInvalid:
    "This unsubscribe link is not valid. Please open the link from your newsletter mail as it is.",
  oneClickBodyInvalid: "A one-click unsubscribe form must send List-Unsubscribe=One-Click.",
} as const;

/** The answer to a valid unsubscribe link, whether or not the address was still subscribed. */
export function unsubscribedMessage(email: string): string {
  return `${email} is unsubscribed.`;
}

export const newsletterSignupSchema = strictBody({
  email: emailAddressSchema.transform(normalizeEmail),
});

/** What the footer form sends to POST /api/newsletter. */
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;

/** A subscriber as stored in Firestore, under the SHA-256 of the normalized address. */
export interface SubscriberDocument<TTimestamp> {
  email: string;
  createdAt: TTimestamp;
}

/** The longest unsubscribe token the API reads: an address of EMAIL_MAX_LENGTH and its MAC. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 512;

const unsubscribeTokenSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? NEWSLETTER_MESSAGES.unsubscribeTokenMissing
        : NEWSLETTER_MESSAGES.unsubscribeTokenInvalid,
  })
  .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, { error: NEWSLETTER_MESSAGES.unsubscribeTokenInvalid });

/** What the unsubscribe page sends to POST /api/newsletter/unsubscribe. */
export const newsletterUnsubscribeSchema = strictBody({ token: unsubscribeTokenSchema });

export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeSchema>;

/**
 * `?token=` of the link in the List-Unsubscribe header, which mail clients POST to with the body
 * `List-Unsubscribe=One-Click` (RFC 8058). Other parameters are ignored: a mail provider may add
 * its own to a link.
 */
export const newsletterUnsubscribeQuerySchema = z.object({
  token: unsubscribeTokenSchema.optional(),
});

/** The form body of a one-click unsubscribe (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_BODY = "List-Unsubscribe=One-Click";

/** system/newsletter: the key unsubscribe links are signed with, made by the API on first use. */
export interface NewsletterSecretDocument<TTimestamp> {
  /** 32 random bytes, base64. */
  unsubscribeKey: string;
  createdAt: TTimestamp;
}
