// A relative import, not @bookstore/shared: vite.config.ts loads this file (through
// first-screen-modules.ts), and Vite's config loader leaves packages to Node, which runs no TypeScript.
import { PRIVATE_PATHS, SHOPPER_PATHS } from "../../../packages/shared/site/site-routes.ts";

/**
 * Every route path of the app, in one place: the page addresses come from shared/site/site-routes.ts,
 * which the server reads too, so a page it does not know answers 404.
 */
export const paths = {
  ...SHOPPER_PATHS,
  ...PRIVATE_PATHS,
  /** One of the signed-in customer's orders. */
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  orderPattern: "/orders/:id",
  manageBooks: "/dashboard/manage-books",
  /** The books with at most LOW_STOCK_MAX copies, fewest first. */
  manageBooksLowStock: "/dashboard/manage-books?stock=low",
  addNewBook: "/dashboard/add-new-book",
  /** Books from a CSV or JSON file (docs/catalogue-import.md). */
  importBooks: "/dashboard/import-books",
  editBook: (id: string) => `/dashboard/edit-book/${encodeURIComponent(id)}`,
  editBookPattern: "/dashboard/edit-book/:id",
  adminOrders: "/dashboard/orders",
  /** The packing slips of the orders named, one printed page each (the API's `ids` form). */
  packingSlips: (ids: readonly string[]) =>
    `/dashboard/orders/packing-slips?${new URLSearchParams({ ids: ids.join(",") }).toString()}`,
  packingSlipsPattern: "/dashboard/orders/packing-slips",
  adminMessages: "/dashboard/messages",
  adminSubscribers: "/dashboard/subscribers",
  /** Customers' reviews, hidden ones first in reach: an admin hides and shows them here. */
  adminReviews: "/dashboard/reviews",
  /** Every mail the store wrote, with its delivery state. */
  adminOutbox: "/dashboard/outbox",
  /** The shop's counters where customers collect orders: the checkout offers them. */
  adminCollectionPoints: "/dashboard/collection-points",
  /** The admin header search: the books table filtered by title and author words. */
  manageBooksMatching: (query: string) =>
    `/dashboard/manage-books?${new URLSearchParams({ q: query.trim() }).toString()}`,
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  bookPattern: "/books/:id",
  /** The header search: spaces and dots become '+'. */
  searchFor: (query: string) => `/search?q=${query.trim().replace(/[\s.]+/g, "+")}`,
} as const;
