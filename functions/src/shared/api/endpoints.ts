/**
 * Every JSON endpoint of the store's API: a name, a method and an Express path (`:param`).
 *
 * This module holds plain constants only, so a caller that builds addresses (the page's first
 * script among them) bundles just the endpoints it names and never a schema. Each endpoint's
 * request and response schemas are keyed to its name in contract.ts and responses.ts.
 */

export const listBooks = { name: "listBooks", method: "GET", path: "/api/books" } as const;
export const searchBooks = {
  name: "searchBooks",
  method: "GET",
  path: "/api/books/search",
} as const;
export const suggestBooks = {
  name: "suggestBooks",
  method: "GET",
  path: "/api/books/suggest",
} as const;
export const getBook = { name: "getBook", method: "GET", path: "/api/books/:id" } as const;
export const createBook = {
  name: "createBook",
  method: "POST",
  path: "/api/books/create-book",
} as const;
export const editBook = { name: "editBook", method: "PUT", path: "/api/books/edit/:id" } as const;
export const deleteBook = { name: "deleteBook", method: "DELETE", path: "/api/books/:id" } as const;

export const listOrders = { name: "listOrders", method: "GET", path: "/api/orders" } as const;
export const createOrder = { name: "createOrder", method: "POST", path: "/api/orders" } as const;
export const listOrdersByEmail = {
  name: "listOrdersByEmail",
  method: "GET",
  path: "/api/orders/email/:email",
} as const;
export const changeOrderStatus = {
  name: "changeOrderStatus",
  method: "PATCH",
  path: "/api/orders/:id/status",
} as const;
export const getOrder = { name: "getOrder", method: "GET", path: "/api/orders/:id" } as const;
export const cancelOrder = {
  name: "cancelOrder",
  method: "POST",
  path: "/api/orders/:id/cancel",
} as const;

export const getAdminStats = { name: "getAdminStats", method: "GET", path: "/api/admin" } as const;
export const listAdminBooks = {
  name: "listAdminBooks",
  method: "GET",
  path: "/api/admin/books",
} as const;
export const adminLogin = { name: "adminLogin", method: "POST", path: "/api/auth/admin" } as const;
export const adminLogout = {
  name: "adminLogout",
  method: "POST",
  path: "/api/auth/admin/logout",
} as const;
export const logout = { name: "logout", method: "POST", path: "/api/auth/logout" } as const;

/** The signed-in customer's own account. */
export const changePassword = {
  name: "changePassword",
  method: "POST",
  path: "/api/account/password",
} as const;
/** Everything the store holds about the signed-in customer, as a JSON attachment. */
export const getAccountData = {
  name: "getAccountData",
  method: "GET",
  path: "/api/account/data",
} as const;
/** Deletes the signed-in customer's account; their orders are kept, anonymised. */
export const deleteAccount = {
  name: "deleteAccount",
  method: "POST",
  path: "/api/account/delete",
} as const;

export const listContactMessages = {
  name: "listContactMessages",
  method: "GET",
  path: "/api/contact",
} as const;
export const postContactMessage = {
  name: "postContactMessage",
  method: "POST",
  path: "/api/contact",
} as const;

export const listSubscribers = {
  name: "listSubscribers",
  method: "GET",
  path: "/api/newsletter",
} as const;
export const subscribe = { name: "subscribe", method: "POST", path: "/api/newsletter" } as const;
/** Takes `?token=` with a one-click form body (RFC 8058), or a JSON body `{token}`. */
export const unsubscribe = {
  name: "unsubscribe",
  method: "POST",
  path: "/api/newsletter/unsubscribe",
} as const;

/** Rows of a catalogue import file, checked and imported (or, with dryRun, only checked). */
export const importCatalogue = {
  name: "importCatalogue",
  method: "POST",
  path: "/api/admin/books/import",
} as const;

/** The Outbox: mail documents, newest first. */
export const listMail = { name: "listMail", method: "GET", path: "/api/admin/mail" } as const;

/**
 * The verses the store holds, one item per chapter with its runs of verses (VerseIndex): at most
 * 18 items, within the 100 of a public list, however many verses there are.
 */
export const listVerses = { name: "listVerses", method: "GET", path: "/api/slok" } as const;
export const getVerse = {
  name: "getVerse",
  method: "GET",
  path: "/api/slok/:chapter/:verse",
} as const;

/** The request body is the image's bytes, not JSON. */
export const uploadCover = { name: "uploadCover", method: "POST", path: "/api/covers" } as const;
