import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { isoDate } from "../api/schema-parts.ts";

/**
 * The newsletter: signing up, leaving, and the admin's list.
 */

export const subscriberListSchema = z.array(
  z.object({
    _id: z.string(),
    email: z.string(),
    /** ISO 8601. */
    createdAt: isoDate,
  }),
);

/** GET /api/newsletter: one subscriber; `_id` is the SHA-256 hex of the normalized address. */
export type SubscriberEntry = z.output<typeof subscriberListSchema>[number];

export const newsletterSignupResultSchema = z.object({
  message: z.literal("Subscribed"),
});

export type NewsletterSignupResult = z.output<typeof newsletterSignupResultSchema>;

export const newsletterUnsubscribeResultSchema = z.object({
  message: z.string(),
});

export type NewsletterUnsubscribeResult = z.output<typeof newsletterUnsubscribeResultSchema>;

export const listSubscribers = {
  name: "listSubscribers",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/newsletter",
  query: async () => (await import("../api/page-query.ts")).adminListQuerySchema,
  response: subscriberListSchema,
} as const;

export const subscribe = {
  name: "subscribe",
  access: "anyone",
  rateLimit: RATE_LIMITS.newsletterForm,
  method: "POST",
  path: "/api/newsletter",
  request: async () => (await import("./newsletter.ts")).newsletterSignupSchema,
  response: newsletterSignupResultSchema,
} as const;

/** Takes `?token=` with a one-click form body (RFC 8058), or a JSON body `{token}`. */
export const unsubscribe = {
  name: "unsubscribe",
  access: "anyone",
  rateLimit: RATE_LIMITS.mailLink,
  method: "POST",
  path: "/api/newsletter/unsubscribe",
  query: async () => (await import("./newsletter.ts")).newsletterUnsubscribeQuerySchema,
  request: async () => (await import("./newsletter.ts")).newsletterUnsubscribeSchema,
  response: newsletterUnsubscribeResultSchema,
} as const;
