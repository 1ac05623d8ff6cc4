import { RATE_LIMITS } from "./access.ts";
import {
  accountDataExportSchema,
  accountDeletedSchema,
  adminLoginResponseSchema,
  adminReviewListSchema,
  adminReviewSchema,
  adminStatsSchema,
  bookDeletedSchema,
  bookListSchema,
  bookSchema,
  catalogueImportReportSchema,
  contactMessageListSchema,
  contactReceivedSchema,
  coverUploadResponseSchema,
  csvFileSchema,
  helpfulVoteResultSchema,
  newsletterSignupResultSchema,
  newsletterUnsubscribeResultSchema,
  noContentSchema,
  orderListSchema,
  orderSchema,
  outboxMailListSchema,
  packingSlipsSchema,
  myReviewSchema,
  passwordChangedSchema,
  reviewDeletedSchema,
  reviewListSchema,
  reviewSchema,
  searchAnswerSchema,
  shipOrdersResultSchema,
  stockAlertResultSchema,
  stopStockAlertsResultSchema,
  subscriberListSchema,
  suggestAnswerSchema,
  verseIndexSchema,
  verseSchema,
} from "./response-schemas.ts";

/**
 * The store's API: one export per endpoint, with its name (the export's own), who may call it
 * (`access`) and how often (`rateLimit`, both in access.ts), method, Express path (`:param`), the
 * schema of the JSON body it takes (`request`, only where it takes one) and the schema of its 2xx
 * answer (`response`). The server serves each entry only behind one middleware that enforces its
 * access and limit (http/enforce-entry.ts); handlers never decide who may call them. The server routes and types its answers by these
 * entries and the web client builds its addresses, types its bodies and checks its answers by
 * them. Every value this module exports is an endpoint, so `import * as API` is the list of them;
 * the addresses built from them live in api-path.ts.
 *
 * Each entry is its own export so that a bundle keeps only the entries it names. The response
 * schemas are zod/mini (response-schemas.ts), small enough for the page's first script. The
 * request schemas are the classic zod ones the server validates bodies with (its 400 messages
 * come from them), several times larger, so an entry loads its own on demand: a static import
 * here would put classic zod in every bundle that names any endpoint, the home page's first
 * chunk among them, since one module's code ships in one chunk. None of them is a GET's.
 */

export const listBooks = {
  name: "listBooks",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/books",
  response: bookListSchema,
} as const;
/**
 * The books that match `?q=` (SearchQuery), best first, a page at a time; `closest` names the
 * nearest titles when none match. 503 with Retry-After while the index is being prepared.
 */
export const searchBooks = {
  name: "searchBooks",
  access: "anyone",
  rateLimit: RATE_LIMITS.search,
  method: "GET",
  path: "/api/books/search",
  response: searchAnswerSchema,
} as const;
/** The best few matches for what the shopper has typed (`?q=&limit=`), from the index alone. */
export const suggestBooks = {
  name: "suggestBooks",
  access: "anyone",
  rateLimit: RATE_LIMITS.search,
  method: "GET",
  path: "/api/books/suggest",
  response: suggestAnswerSchema,
} as const;
export const getBook = {
  name: "getBook",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/books/:id",
  response: bookSchema,
} as const;
export const createBook = {
  name: "createBook",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/books/create-book",
  request: async () => (await import("../book-input.ts")).bookInputSchema,
  response: bookSchema,
} as const;
export const editBook = {
  name: "editBook",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "PUT",
  path: "/api/books/edit/:id",
  request: async () => (await import("../book-input.ts")).bookInputSchema,
  response: bookSchema,
} as const;
export const deleteBook = {
  name: "deleteBook",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "DELETE",
  path: "/api/books/:id",
  response: bookDeletedSchema,
} as const;

/**
 * A book's shown reviews, newest first or (`?sort=helpful`) most helpful first, paged with
 * `?limit=&after=<review id>`.
 */
export const listBookReviews = {
  name: "listBookReviews",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/books/:id/reviews",
  response: reviewListSchema,
} as const;
/** A customer reviews a book they have a delivered order of: 201, or 403 / 409. */
export const createReview = {
  name: "createReview",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.reviewWrite,
  method: "POST",
  path: "/api/books/:id/reviews",
  request: async () => (await import("../review-input.ts")).reviewInputSchema,
  response: reviewSchema,
} as const;
/** The signed-in customer's own review of the book, and whether they may write one. */
export const getMyReview = {
  name: "getMyReview",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountRead,
  method: "GET",
  path: "/api/books/:id/reviews/mine",
  response: myReviewSchema,
} as const;
export const editMyReview = {
  name: "editMyReview",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.reviewWrite,
  method: "PUT",
  path: "/api/books/:id/reviews/mine",
  request: async () => (await import("../review-input.ts")).reviewInputSchema,
  response: reviewSchema,
} as const;
export const deleteMyReview = {
  name: "deleteMyReview",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "DELETE",
  path: "/api/books/:id/reviews/mine",
  response: reviewDeletedSchema,
} as const;
/**
 * A customer marks another customer's shown review of the book helpful: 201 for a new vote, 200
 * when they had voted already (counted once).
 */
export const markReviewHelpful = {
  name: "markReviewHelpful",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.helpfulVote,
  method: "POST",
  path: "/api/books/:id/reviews/:reviewId/helpful",
  request: async () => (await import("../review-input.ts")).helpfulVoteSchema,
  response: helpfulVoteResultSchema,
} as const;
/** Every review, newest first, for an admin session; `?hidden=true` lists the hidden ones. */
export const listAdminReviews = {
  name: "listAdminReviews",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/reviews",
  response: adminReviewListSchema,
} as const;
/** An admin hides a review from the shop and the book's average, or shows it again. */
export const setReviewHidden = {
  name: "setReviewHidden",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "PATCH",
  path: "/api/admin/reviews/:id",
  request: async () => (await import("../review-input.ts")).reviewVisibilitySchema,
  response: adminReviewSchema,
} as const;

export const listOrders = {
  name: "listOrders",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/orders",
  response: orderListSchema,
} as const;
export const createOrder = {
  name: "createOrder",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "POST",
  path: "/api/orders",
  request: async () => (await import("../order.ts")).createOrderSchema,
  response: orderSchema,
} as const;
export const listOrdersByEmail = {
  name: "listOrdersByEmail",
  access: "customerOrAdminSession",
  rateLimit: RATE_LIMITS.accountRead,
  method: "GET",
  path: "/api/orders/email/:email",
  response: orderListSchema,
} as const;
export const changeOrderStatus = {
  name: "changeOrderStatus",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "PATCH",
  path: "/api/orders/:id/status",
  request: async () => (await import("../admin-requests.ts")).orderStatusChangeSchema,
  response: orderSchema,
} as const;
export const getOrder = {
  name: "getOrder",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountRead,
  method: "GET",
  path: "/api/orders/:id",
  response: orderSchema,
} as const;
export const cancelOrder = {
  name: "cancelOrder",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "POST",
  path: "/api/orders/:id/cancel",
  request: async () => (await import("../order.ts")).cancelOrderSchema,
  response: orderSchema,
} as const;

/** Marks each of up to 100 orders shipped, step by step; a refused order is named, not fatal. */
export const shipOrders = {
  name: "shipOrders",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/orders/ship",
  request: async () => (await import("../order-shipping.ts")).shipOrdersSchema,
  response: shipOrdersResultSchema,
} as const;
/** The packing slips of `?ids=a,b` (up to 100 orders), in that order. */
export const getPackingSlips = {
  name: "getPackingSlips",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/packing-slips",
  response: packingSlipsSchema,
} as const;

export const getAdminStats = {
  name: "getAdminStats",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin",
  response: adminStatsSchema,
} as const;
/**
 * The orders as a CSV file to download (`?from=&to=&status=&per=order|line`, see
 * lib/order-export-query.ts): `text/csv` with a byte order mark, streamed, never JSON; the web
 * client saves the body rather than checking it against the schema.
 */
export const exportOrders = {
  name: "exportOrders",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/orders/export",
  response: csvFileSchema,
} as const;
export const listAdminBooks = {
  name: "listAdminBooks",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/books",
  response: bookListSchema,
} as const;
export const adminLogin = {
  name: "adminLogin",
  access: "anyone",
  rateLimit: RATE_LIMITS.adminLogin,
  method: "POST",
  path: "/api/auth/admin",
  request: async () => (await import("../admin-requests.ts")).adminLoginSchema,
  response: adminLoginResponseSchema,
} as const;
/** 204: no body. */
export const adminLogout = {
  name: "adminLogout",
  access: "admin",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/auth/admin/logout",
  response: noContentSchema,
} as const;
/** 204: no body. */
export const logout = {
  name: "logout",
  access: "signedIn",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "POST",
  path: "/api/auth/logout",
  response: noContentSchema,
} as const;

/** The signed-in customer's own account. */
export const changePassword = {
  name: "changePassword",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountSensitive,
  method: "POST",
  path: "/api/account/password",
  request: async () => (await import("../account.ts")).changePasswordSchema,
  response: passwordChangedSchema,
} as const;
/** Everything the store holds about the signed-in customer, as a JSON attachment. */
export const getAccountData = {
  name: "getAccountData",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountSensitive,
  method: "GET",
  path: "/api/account/data",
  response: accountDataExportSchema,
} as const;
/** Deletes the signed-in customer's account; their orders are kept, anonymised. */
export const deleteAccount = {
  name: "deleteAccount",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountSensitive,
  method: "POST",
  path: "/api/account/delete",
  request: async () => (await import("../account-data.ts")).deleteAccountSchema,
  response: accountDeletedSchema,
} as const;

export const listContactMessages = {
  name: "listContactMessages",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/contact",
  response: contactMessageListSchema,
} as const;
export const postContactMessage = {
  name: "postContactMessage",
  access: "anyone",
  rateLimit: RATE_LIMITS.contactForm,
  method: "POST",
  path: "/api/contact",
  request: async () => (await import("../contact.ts")).contactMessageSchema,
  response: contactReceivedSchema,
} as const;

export const listSubscribers = {
  name: "listSubscribers",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/newsletter",
  response: subscriberListSchema,
} as const;
export const subscribe = {
  name: "subscribe",
  access: "anyone",
  rateLimit: RATE_LIMITS.newsletterForm,
  method: "POST",
  path: "/api/newsletter",
  request: async () => (await import("../newsletter.ts")).newsletterSignupSchema,
  response: newsletterSignupResultSchema,
} as const;
/** Takes `?token=` with a one-click form body (RFC 8058), or a JSON body `{token}`. */
export const unsubscribe = {
  name: "unsubscribe",
  access: "anyone",
  rateLimit: RATE_LIMITS.mailLink,
  method: "POST",
  path: "/api/newsletter/unsubscribe",
  request: async () => (await import("../newsletter.ts")).newsletterUnsubscribeSchema,
  response: newsletterUnsubscribeResultSchema,
} as const;

/**
 * The signed-in customer asks to be mailed when an out-of-stock book is back: 201 (new) or 200
 * (already asked); 403 unless the address is verified, 404 unknown book, 409 in stock.
 */
export const subscribeStockAlert = {
  name: "subscribeStockAlert",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "POST",
  path: "/api/stock-alerts",
  request: async () => (await import("../stock-alert-input.ts")).stockAlertRequestSchema,
  response: stockAlertResultSchema,
} as const;
/** A back-in-stock mail's stop link: `{token}` ends every alert of the customer it names. */
export const stopStockAlerts = {
  name: "stopStockAlerts",
  access: "anyone",
  rateLimit: RATE_LIMITS.mailLink,
  method: "POST",
  path: "/api/stock-alerts/stop",
  request: async () => (await import("../stock-alert-input.ts")).stopStockAlertsSchema,
  response: stopStockAlertsResultSchema,
} as const;

/** Rows of a catalogue import file, checked and imported (or, with dryRun, only checked). */
export const importCatalogue = {
  name: "importCatalogue",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/admin/books/import",
  request: async () => (await import("../catalogue-import.ts")).catalogueImportRequestSchema,
  response: catalogueImportReportSchema,
} as const;

/**
 * Every book as a CSV file in the import's columns (lib/catalogue-csv.ts): `text/csv` with a byte
 * order mark, streamed; the web client saves the body.
 */
export const exportCatalogue = {
  name: "exportCatalogue",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/books/export",
  response: csvFileSchema,
} as const;

/** The Outbox: mail documents, newest first. */
export const listMail = {
  name: "listMail",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/mail",
  response: outboxMailListSchema,
} as const;

/**
 * The verses the store holds, one item per chapter with its runs of verses (VerseIndex): at most
 * 18 items, within the 100 of a public list, however many verses there are.
 */
export const listVerses = {
  name: "listVerses",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/slok",
  response: verseIndexSchema,
} as const;
export const getVerse = {
  name: "getVerse",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/slok/:chapter/:verse",
  response: verseSchema,
} as const;

/** The request body is the image's bytes, not JSON, so the entry has no request schema. */
export const uploadCover = {
  name: "uploadCover",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/covers",
  response: coverUploadResponseSchema,
} as const;
