import type { OrderStatus } from "../orders/order.ts";

/** What the admin endpoints send and receive; the dashboard and the API share these shapes. */

export const ADMIN_LOGIN_LIMITS = {
  /**
   * Attempts one client may make in a window, whatever the usernames; the next gets a 429 before
   * any password is hashed. A successful sign-in gives the client its attempts back.
   */
  perClient: { attempts: 30, windowMinutes: 15 },
  /** Failed attempts one client may make on one username before that pair is locked. */
  maxFailures: 5,
  /** The first lock's length; each further failure of the pair doubles it, up to the maximum. */
  firstLockMinutes: 1,
  maxLockMinutes: 60,
  /** A pair's failures are forgotten once it has made none for this long. */
  forgetFailuresHours: 24,
  /** Longer usernames or passwords are refused with a 400 before any hashing. */
  maxUsernameLength: 64,
  maxPasswordLength: 1024,
} as const;

export const ADMIN_MESSAGES = {
  wrongCredentials: "Wrong username or password.",
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  invalidTransition: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${from} cannot become ${to}.`,
  orderNotFound: "Order not found",
  coverTooLarge: "The cover image must be at most 5 MB.",
  coverEmpty: "The cover image file is empty.",
  coverNotImage: "The cover must be a JPEG, PNG, WebP, GIF or AVIF image.",
  coverTooDetailed: "The cover image is too detailed to store. Please use a simpler image.",
} as const;

export const COVER_UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** Stored covers are WebP at most this wide and tall. */
  maxWidth: 600,
  maxHeight: 900,
} as const;

/**
 * GET /api/admin/books?stock=: the admin's views of the catalogue by stock. `low`: the books with
 * at most LOW_STOCK_MAX copies, fewest first.
 */
export const ADMIN_BOOK_STOCK_VIEWS = ["low"] as const;

export type AdminBookStockView = (typeof ADMIN_BOOK_STOCK_VIEWS)[number];
