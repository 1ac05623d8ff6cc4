import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { isoDate } from "../api/schema-parts.ts";
import { CATEGORIES } from "../books/categories.ts";
import { MAIL_DELIVERY_STATES, MAIL_KINDS } from "../mail/mail.ts";

/**
 * The dashboard's store figures and its Outbox.
 */

export const adminStatsSchema = z.object({
  totalBooks: z.number(),
  /** Dollars: the sum of all orders that were not cancelled. */
  totalSales: z.number(),
  trendingBooks: z.number(),
  /** Whole percent of books that are trending (the card's label). */
  trendingShare: z.number(),
  totalOrders: z.number(),
  pendingOrders: z.number(),
  /** Books with at most LOW_STOCK_MAX copies, out of stock included. */
  lowStockBooks: z.number(),
  /** The last 12 months, oldest first, ending with the current month. */
  monthly: z.array(
    z.object({
      /** "YYYY-MM" (UTC). */
      month: z.string(),
      /** Dollars, from the orders' integer cents; cancelled orders excluded. */
      revenue: z.number(),
      orders: z.number(),
    }),
  ),
  /** Top 5 by spend. */
  bestCustomers: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      /** Dollars spent on orders that were not cancelled. */
      spent: z.number(),
      orders: z.number(),
    }),
  ),
  /** Every category, in CATEGORIES order. */
  salesByCategory: z.array(
    z.object({
      category: z.enum(CATEGORIES),
      /** Units sold. */
      sold: z.number(),
    }),
  ),
});

/** GET /api/admin: every figure comes from Firestore aggregation queries or maintained counters. */
export type AdminStats = z.output<typeof adminStatsSchema>;

/** One month of the 'Monthly Revenue' chart; `month` is "YYYY-MM" (UTC). */
export type MonthlyFigures = AdminStats["monthly"][number];

export type BestCustomer = AdminStats["bestCustomers"][number];

export type CategorySales = AdminStats["salesByCategory"][number];

export const outboxMailListSchema = z.array(
  z.object({
    _id: z.string(),
    to: z.string(),
    kind: z.enum(MAIL_KINDS),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()),
    /** ISO 8601. */
    createdAt: isoDate,
    /** Absent until the extension handles the document (always, on the emulator). */
    delivery: z.optional(
      z.object({ state: z.enum(MAIL_DELIVERY_STATES), error: z.optional(z.string()) }),
    ),
  }),
);

/** A mail document as the admin Outbox lists it. */
export type OutboxMail = z.output<typeof outboxMailListSchema>[number];

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
