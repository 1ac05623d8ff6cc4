import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { isoDate } from "../api/schema-parts.ts";
import { CATEGORIES } from "../books/categories.ts";
import { MAIL_DELIVERY_STATES, MAIL_KINDS, type OutboxMail } from "../mail/mail.ts";

import type { AdminStats } from "./admin-api.ts";

/**
 * The dashboard's store figures and its Outbox.
 */

export const adminStatsSchema = z.object({
  totalBooks: z.number(),
  totalSales: z.number(),
  trendingBooks: z.number(),
  trendingShare: z.number(),
  totalOrders: z.number(),
  pendingOrders: z.number(),
  lowStockBooks: z.number(),
  monthly: z.array(z.object({ month: z.string(), revenue: z.number(), orders: z.number() })),
  bestCustomers: z.array(
    z.object({ name: z.string(), email: z.string(), spent: z.number(), orders: z.number() }),
  ),
  salesByCategory: z.array(z.object({ category: z.enum(CATEGORIES), sold: z.number() })),
}) satisfies z.ZodMiniType<AdminStats>;

export const outboxMailListSchema = z.array(
  z.object({
    _id: z.string(),
    to: z.string(),
    kind: z.enum(MAIL_KINDS),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()),
    createdAt: isoDate,
    delivery: z.optional(
      z.object({ state: z.enum(MAIL_DELIVERY_STATES), error: z.optional(z.string()) }),
    ),
  }) satisfies z.ZodMiniType<OutboxMail>,
);

export const getAdminStats = {
  name: "getAdminStats",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin",
  response: adminStatsSchema,
} as const;

/** The Outbox: mail documents, newest first. */
export const listMail = {
  name: "listMail",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/mail",
  query: async () => (await import("../api/page-query.ts")).adminListQuerySchema,
  response: outboxMailListSchema,
} as const;
