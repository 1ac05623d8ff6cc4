import { z } from "zod";

import {
  ACCOUNT_DATA_MESSAGES,
  type AccountDataExport,
  type AccountDeleted,
  type JsonValue,
} from "../account-data.ts";
import { ACCOUNT_MESSAGES, type PasswordChanged } from "../account.ts";
import type {
  AdminLoginResponse,
  AdminStats,
  BookDeleted,
  ContactMessageEntry,
  CoverUploadResponse,
  SubscriberEntry,
} from "../admin-api.ts";
import type { Book } from "../book.ts";
import type { CatalogueImportReport } from "../catalogue-import.ts";
import { CATEGORIES } from "../categories.ts";
import { CONTACT_MESSAGES, type ContactReceived } from "../contact.ts";
import { MAIL_DELIVERY_STATES, MAIL_KINDS, type OutboxMail } from "../mail.ts";
import {
  NEWSLETTER_MESSAGES,
  type NewsletterSignupResult,
  type NewsletterUnsubscribeResult,
} from "../newsletter.ts";
import { ORDER_STATUSES, type Order } from "../order.ts";
import { searchAnswerSchema, suggestAnswerSchema } from "../search-api.ts";
import { areChaptersInOrder, areRunsApart } from "../verse-index.ts";
import { CHAPTER_COUNT, type Verse, type VerseIndex } from "../verse.ts";

import type * as Endpoints from "./endpoints.ts";

/**
 * What each endpoint answers with a 2xx status. The server types its answers with these
 * schemas and the web client checks every answer against them, so a screen only ever sees
 * data of these shapes. Each schema `satisfies` the shared type the code already uses.
 */

const isoDate = z.string();

const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  coverImage: z.string(),
  newPrice: z.number(),
  oldPrice: z.number(),
  trending: z.boolean(),
  isbn: z.string().optional(),
  sold: z.number(),
  stock: z.number().int().min(0),
  createdAt: isoDate,
  updatedAt: isoDate,
}) satisfies z.ZodType<Book>;

const orderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({
    street: z.string().optional(),
    city: z.string(),
    country: z.string(),
    state: z.string(),
    zipcode: z.string(),
  }),
  productIds: z.array(z.string()),
  items: z.array(z.object({ bookId: z.string(), title: z.string(), unitPriceCents: z.number() })),
  totalPrice: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.literal("cash-on-delivery"),
  createdAt: isoDate,
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: isoDate.optional() })),
  anonymisedAt: isoDate.optional(),
}) satisfies z.ZodType<Order>;

const adminStatsSchema = z.object({
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
}) satisfies z.ZodType<AdminStats>;

const contactMessageEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoDate,
}) satisfies z.ZodType<ContactMessageEntry>;

const subscriberEntrySchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: isoDate,
}) satisfies z.ZodType<SubscriberEntry>;

const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  createdAt: isoDate,
  delivery: z
    .object({ state: z.enum(MAIL_DELIVERY_STATES), error: z.string().optional() })
    .optional(),
}) satisfies z.ZodType<OutboxMail>;

const catalogueImportReportSchema = z.object({
  dryRun: z.boolean(),
  added: z.number().int().min(0),
  alreadyPresent: z.number().int().min(0),
  problems: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
}) satisfies z.ZodType<CatalogueImportReport>;

const verseSchema = z.object({
  chapter: z.number(),
  verse: z.number(),
  sanskrit: z.string(),
  translation: z.string(),
  source: z.string(),
}) satisfies z.ZodType<Verse>;

const countingNumber = z.number().int().min(1);

/**
 * Runs in order and apart, chapters in order and once each: the page counts every verse once
 * when it picks one at random.
 */
const verseIndexSchema = z.object({
  chapters: z
    .array(
      z.object({
        chapter: countingNumber.max(CHAPTER_COUNT),
        runs: z
          .array(z.object({ first: countingNumber, last: countingNumber }))
          .refine(areRunsApart, "runs must be in order, with a verse missing between them"),
      }),
    )
    .refine(areChaptersInOrder, "chapters must be in order, each once"),
}) satisfies z.ZodType<VerseIndex>;

const accountDataExportSchema = z.object({
  exportedAt: isoDate,
  account: z.object({
    uid: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    name: z.string().nullable(),
    createdAt: isoDate,
    lastSignInAt: isoDate.nullable(),
    providers: z.array(z.string()),
  }),
  sections: z.array(
    z.object({
      collection: z.string(),
      about: z.string(),
      documents: z.array(
        z.object({
          id: z.string(),
          data: z.record(z.string(), z.json() as z.ZodType<JsonValue>),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<AccountDataExport>;

/** 204: no body. */
const noContent = z.undefined();

export const API_RESPONSES = {
  listBooks: z.array(bookSchema),
  searchBooks: searchAnswerSchema(bookSchema),
  suggestBooks: suggestAnswerSchema,
  getBook: bookSchema,
  createBook: bookSchema,
  editBook: bookSchema,
  deleteBook: z.object({ message: z.string() }) satisfies z.ZodType<BookDeleted>,
  listOrders: z.array(orderSchema),
  createOrder: orderSchema,
  listOrdersByEmail: z.array(orderSchema),
  changeOrderStatus: orderSchema,
  getOrder: orderSchema,
  cancelOrder: orderSchema,
  getAdminStats: adminStatsSchema,
  listAdminBooks: z.array(bookSchema),
  adminLogin: z.object({ token: z.string() }) satisfies z.ZodType<AdminLoginResponse>,
  adminLogout: noContent,
  logout: noContent,
  changePassword: z.object({
    message: z.literal(ACCOUNT_MESSAGES.passwordChanged),
  }) satisfies z.ZodType<PasswordChanged>,
  getAccountData: accountDataExportSchema,
  deleteAccount: z.object({
    message: z.literal(ACCOUNT_DATA_MESSAGES.accountDeleted),
  }) satisfies z.ZodType<AccountDeleted>,
  listContactMessages: z.array(contactMessageEntrySchema),
  postContactMessage: z.object({
    message: z.literal(CONTACT_MESSAGES.received),
  }) satisfies z.ZodType<ContactReceived>,
  listSubscribers: z.array(subscriberEntrySchema),
  subscribe: z.object({
    message: z.enum([NEWSLETTER_MESSAGES.subscribed, NEWSLETTER_MESSAGES.alreadySubscribed]),
  }) satisfies z.ZodType<NewsletterSignupResult>,
  unsubscribe: z.object({ message: z.string() }) satisfies z.ZodType<NewsletterUnsubscribeResult>,
  listMail: z.array(outboxMailSchema),
  importCatalogue: catalogueImportReportSchema,
  listVerses: verseIndexSchema,
  getVerse: verseSchema,
  uploadCover: z.object({ coverImage: z.string() }) satisfies z.ZodType<CoverUploadResponse>,
} as const satisfies Record<keyof typeof Endpoints, z.ZodType>;
