import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { isoDate } from "../api/schema-parts.ts";
import type { ContactMessageEntry } from "../dashboard/admin-api.ts";

import type { ContactReceived } from "./contact.ts";

/**
 * The contact form and the admin's inbox.
 */

export const contactMessageListSchema = z.array(
  z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: isoDate,
  }) satisfies z.ZodMiniType<ContactMessageEntry>,
);

export const contactReceivedSchema = z.object({
  message: z.literal("Message received"),
}) satisfies z.ZodMiniType<ContactReceived>;

export const listContactMessages = {
  name: "listContactMessages",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/contact",
  query: async () => (await import("../api/page-query.ts")).adminListQuerySchema,
  response: contactMessageListSchema,
} as const;

export const postContactMessage = {
  name: "postContactMessage",
  access: "anyone",
  rateLimit: RATE_LIMITS.contactForm,
  method: "POST",
  path: "/api/contact",
  request: async () => (await import("./contact.ts")).contactMessageSchema,
  response: contactReceivedSchema,
} as const;
