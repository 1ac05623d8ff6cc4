import { z } from "zod/mini";

import type { AccountDataExport, AccountDeleted, JsonValue } from "../account-data.ts";
import type { PasswordChanged } from "../account.ts";
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
import { UPDATABLE_FIELDS } from "../catalogue-update.ts";
import { CATEGORIES } from "../categories.ts";
import type { ContactReceived } from "../contact.ts";
import { MAIL_DELIVERY_STATES, MAIL_KINDS, type OutboxMail } from "../mail.ts";
import type { NewsletterSignupResult, NewsletterUnsubscribeResult } from "../newsletter.ts";
import type { ShipOrdersResult } from "../order-shipping.ts";
import { ORDER_STATUSES } from "../order-status.ts";
import type { Address, Order } from "../order.ts";
import type { PackingSlips } from "../packing-slip.ts";
import { PERSONAL_DATA_COLLECTION_NAMES } from "../personal-data-collections.ts";
import {
  REVIEW_MESSAGES,
  type AdminReview,
  type HelpfulVoteResult,
  type MyReview,
  type Review,
  type ReviewDeleted,
} from "../review.ts";
import type { BookSuggestion, SearchAnswer, SuggestAnswer } from "../search-api.ts";
import {
  STOCK_ALERT_MESSAGES,
  type StockAlertResult,
  type StopStockAlertsResult,
} from "../stock-alerts.ts";
import { areChaptersInOrder, areRunsApart } from "../verse-index.ts";
import { CHAPTER_COUNT, type Verse, type VerseIndex } from "../verse.ts";

/**
 * What the endpoints answer with a 2xx status (contract.ts gives each endpoint its schema). The
 * server types its answers with them and the web client checks every answer against them, so a
 * screen only ever sees data of these shapes. They are zod/mini: its functions are tree-shakable
 * one by one, so a script that checks a list of books bundles only what that check builds, small
 * enough for the page's first script. Each schema `satisfies` the shared type the code uses.
 *
 * A fixed message is written out rather than read from its module's MESSAGES table: a property
 * read counts as a side effect to the tree-shaker, which would then keep every schema here, and
 * with them the modules of those tables and their classic zod request schemas. The `satisfies`
 * types fail the build when a message here and its table's differ.
 */

const isoDate = z.string();
const wholeNumber = /* @__PURE__ */ z.int().check(z.minimum(0));
const countingNumber = /* @__PURE__ */ z.int().check(z.minimum(1));

export const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  coverImage: z.string(),
  newPrice: z.number(),
  oldPrice: z.number(),
  trending: z.boolean(),
  sold: z.number(),
  stock: wholeNumber,
  ratingCount: wholeNumber,
  ratingAverage: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
  isbn: z.optional(z.string()),
}) satisfies z.ZodMiniType<Book>;

export const bookListSchema = z.array(bookSchema);

export const bookSuggestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string(),
  newPrice: z.number(),
}) satisfies z.ZodMiniType<BookSuggestion>;

export const searchAnswerSchema = z.object({
  query: z.string(),
  page: countingNumber,
  pageSize: countingNumber,
  total: wholeNumber,
  books: z.array(bookSchema),
  closest: z.array(bookSuggestionSchema),
}) satisfies z.ZodMiniType<SearchAnswer>;

export const suggestAnswerSchema = z.object({
  suggestions: z.array(bookSuggestionSchema),
  closest: z.array(bookSuggestionSchema),
}) satisfies z.ZodMiniType<SuggestAnswer>;

const addressSchema = z.object({
  street: z.optional(z.string()),
  city: z.string(),
  country: z.string(),
  state: z.string(),
  zipcode: z.string(),
}) satisfies z.ZodMiniType<Address>;

export const orderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: addressSchema,
  productIds: z.array(z.string()),
  items: z.array(z.object({ bookId: z.string(), title: z.string(), unitPriceCents: z.number() })),
  totalPrice: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.literal("cash-on-delivery"),
  createdAt: isoDate,
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.optional(isoDate) })),
  anonymisedAt: z.optional(isoDate),
  stockNotReturned: z.optional(z.array(z.string())),
}) satisfies z.ZodMiniType<Order>;

export const orderListSchema = z.array(orderSchema);

export const packingSlipsSchema = z.object({
  sender: z.object({ name: z.string(), address: z.array(z.string()), origin: z.string() }),
  slips: z.array(
    z.object({
      orderId: z.string(),
      createdAt: isoDate,
      status: z.enum(ORDER_STATUSES),
      name: z.string(),
      phone: z.string(),
      address: addressSchema,
      anonymised: z.boolean(),
      items: z.array(
        z.object({
          bookId: z.string(),
          title: z.string(),
          author: z.optional(z.string()),
          isbn: z.optional(z.string()),
          unitPriceCents: z.number(),
        }),
      ),
      totalPrice: z.string(),
    }),
  ),
}) satisfies z.ZodMiniType<PackingSlips>;

export const shipOrdersResultSchema = z.object({
  outcomes: z.array(
    z.union([
      z.object({ id: z.string(), shipped: z.literal(true), order: orderSchema }),
      z.object({ id: z.string(), shipped: z.literal(false), message: z.string() }),
    ]),
  ),
}) satisfies z.ZodMiniType<ShipOrdersResult>;

export const bookDeletedSchema = z.object({
  message: z.string(),
}) satisfies z.ZodMiniType<BookDeleted>;

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

export const adminLoginResponseSchema = z.object({
  token: z.string(),
}) satisfies z.ZodMiniType<AdminLoginResponse>;

/** A 204's empty body. */
export const noContentSchema = z.undefined();

/** A file the endpoint streams as text (a CSV download), not JSON: its body is the text. */
export const csvFileSchema = z.string();

export const passwordChangedSchema = z.object({
  message: z.literal("Your password is changed."),
}) satisfies z.ZodMiniType<PasswordChanged>;

export const accountDataExportSchema = z.object({
  exportedAt: isoDate,
  account: z.object({
    uid: z.string(),
    email: z.nullable(z.string()),
    emailVerified: z.boolean(),
    name: z.nullable(z.string()),
    createdAt: isoDate,
    lastSignInAt: z.nullable(isoDate),
    providers: z.array(z.string()),
  }),
  sections: z.array(
    z.object({
      collection: z.enum(PERSONAL_DATA_COLLECTION_NAMES),
      about: z.string(),
      documents: z.array(
        z.object({
          id: z.string(),
          data: z.record(z.string(), z.json() as z.ZodMiniType<JsonValue>),
        }),
      ),
    }),
  ),
  notice: z.nullable(z.string()),
}) satisfies z.ZodMiniType<AccountDataExport>;

export const accountDeletedSchema = z.object({
  message: z.literal("Your account is deleted."),
  notice: z.nullable(z.string()),
}) satisfies z.ZodMiniType<AccountDeleted>;

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

export const stockAlertResultSchema = z.object({
  message: z.enum([STOCK_ALERT_MESSAGES.subscribed, STOCK_ALERT_MESSAGES.alreadySubscribed]),
}) satisfies z.ZodMiniType<StockAlertResult>;

export const stopStockAlertsResultSchema = z.object({
  message: z.literal(STOCK_ALERT_MESSAGES.stopped),
}) satisfies z.ZodMiniType<StopStockAlertsResult>;

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

export const catalogueImportReportSchema = z.object({
  dryRun: z.boolean(),
  added: wholeNumber,
  updated: wholeNumber,
  unchanged: wholeNumber,
  changes: z.array(
    z.object({
      line: z.number(),
      bookId: z.string(),
      title: z.string(),
      fields: z.array(
        z.object({ field: z.enum(UPDATABLE_FIELDS), from: z.string(), to: z.string() }),
      ),
    }),
  ),
  problems: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
}) satisfies z.ZodMiniType<CatalogueImportReport>;

/**
 * Runs in order and apart, chapters in order and once each: the page counts every verse once
 * when it picks one at random.
 */
export const verseIndexSchema = z.object({
  chapters: z
    .array(
      z.object({
        chapter: z.int().check(z.minimum(1), z.maximum(CHAPTER_COUNT)),
        runs: z
          .array(z.object({ first: countingNumber, last: countingNumber }))
          .check(
            z.refine(areRunsApart, "runs must be in order, with a verse missing between them"),
          ),
      }),
    )
    .check(z.refine(areChaptersInOrder, "chapters must be in order, each once")),
}) satisfies z.ZodMiniType<VerseIndex>;

export const verseSchema = z.object({
  chapter: z.number(),
  verse: z.number(),
  sanskrit: z.string(),
  translation: z.string(),
  source: z.string(),
}) satisfies z.ZodMiniType<Verse>;

export const coverUploadResponseSchema = z.object({
  coverImage: z.string(),
}) satisfies z.ZodMiniType<CoverUploadResponse>;

export const reviewSchema = z.object({
  _id: z.string(),
  bookId: z.string(),
  authorName: z.string(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  title: z.string(),
  text: z.string(),
  helpfulCount: z.int().check(z.minimum(0)),
  createdAt: isoDate,
  updatedAt: isoDate,
  notice: z.optional(z.literal(REVIEW_MESSAGES.underReview)),
}) satisfies z.ZodMiniType<Review>;

export const reviewListSchema = z.array(reviewSchema);

export const myReviewSchema = z.object({
  review: z.nullable(reviewSchema),
  canReview: z.boolean(),
}) satisfies z.ZodMiniType<MyReview>;

export const reviewDeletedSchema = z.object({
  message: z.literal("Your review is deleted."),
}) satisfies z.ZodMiniType<ReviewDeleted>;

export const helpfulVoteResultSchema = z.object({
  reviewId: z.string(),
  helpfulCount: z.int().check(z.minimum(1)),
}) satisfies z.ZodMiniType<HelpfulVoteResult>;

export const adminReviewSchema = z.extend(reviewSchema, {
  hidden: z.boolean(),
}) satisfies z.ZodMiniType<AdminReview>;

export const adminReviewListSchema = z.array(adminReviewSchema);
