import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { isoDate } from "../api/schema-parts.ts";

/**
 * The contact form and the admin's inbox.
 */

export const contactMessageListSchema = z.array(
  z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    /** ISO 8601. */
    createdAt: isoDate,
  }),
);

/** GET /api/contact: one stored contact-form message. */
export type ContactMessageEntry = z.output<typeof contactMessageListSchema>[number];

export const contactReceivedSchema = z.object({
  message: z.literal("Message received"),
});

export type ContactReceived = z.output<typeof contactReceivedSchema>;

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
