import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { isoDate } from "../api/schema-parts.ts";
import type { SubscriberEntry } from "../dashboard/admin-api.ts";

import type { NewsletterSignupResult, NewsletterUnsubscribeResult } from "./newsletter.ts";

/**
 * The newsletter: signing up, leaving, and the admin's list.
 */

export const subscriberListSchema = z.array(
  z.object({
    _id: z.string(),
    email: z.string(),
    createdAt: isoDate,
  }) satisfies z.ZodMiniType<SubscriberEntry>,
);

export const newsletterSignupResultSchema = z.object({
  message: z.literal("Subscribed"),
}) satisfies z.ZodMiniType<NewsletterSignupResult>;

export const newsletterUnsubscribeResultSchema = z.object({
  message: z.string(),
}) satisfies z.ZodMiniType<NewsletterUnsubscribeResult>;

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
