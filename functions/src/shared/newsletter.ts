import type { z } from "zod";

import { emailAddressSchema } from "./email.ts";
import { strictBody } from "./strict-body.ts";

export const NEWSLETTER_DIALOG_MS = 3000;

/** Sign-ups one client may send per window (the API answers 429 beyond it). */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

export const NEWSLETTER_MESSAGES = {
  subscribedTitle: "Subscribed!",
  subscribedText: "We’re crafting something special. Stay tuned!",
  subscribed: "Subscribed",
  alreadySubscribed: "Already subscribed",
} as const;

/** Addresses differ only in case or surrounding spaces are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
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

export interface NewsletterSignupResult {
  message: (typeof NEWSLETTER_MESSAGES)["subscribed" | "alreadySubscribed"];
}
