import { COLLECTION_WORDING } from "@bookstore/shared/collection/collection-wording.ts";

/** The orders screens' texts, word for word ('geting' included: it is the store's wording). */
export const ORDERS_MESSAGES = {
  loading: "Loading..",
  empty: "No orders found!",
  loadFailed: "Error geting orders data",
  dashboardEmpty: "You have no recent orders.",
  dashboardLoadFailed: "Error getting orders data",
  loadMoreFailed: "Could not load more orders. Please try again.",
  cashOnDelivery: "Cash on delivery",
  payAtCollection: COLLECTION_WORDING.payAtCollection,
  deliverTo: "Deliver to:",
  collection: "Collection:",
  collectAt: COLLECTION_WORDING.collectAt,
  openingHours: COLLECTION_WORDING.openingHours,
} as const;

/** The order page and the cancel dialog. */
export const ORDER_PAGE_MESSAGES = {
  title: "Order details",
  viewOrder: "View order",
  backToOrders: "Back to your orders",
  loadFailed: "Could not load this order. Please try again.",
  books: "Books",
  total: "Total",
  history: "Status history",
  cancel: "Cancel order",
  cancelling: "Cancelling..",
  confirmTitle: "Cancel this order?",
  confirmText: "The books go back on the shelf and nothing is owed.",
  confirmButton: "Yes, cancel it",
  keepButton: "Keep the order",
  cancelledToast: "Order cancelled",
  cancelFailedTitle: "Could not cancel the order",
  cancelFailedText: "Please try again.",
} as const;
