/** The orders screens' texts, word for word ('geting' included: it is the store's wording). */
export const ORDERS_MESSAGES = {
  loading: "Loading..",
  empty: "No orders found!",
  loadFailed: "Error geting orders data",
  dashboardEmpty: "You have no recent orders.",
  dashboardLoadFailed: "Error getting orders data",
  loadMoreFailed: "Could not load more orders. Please try again.",
  cashOnDelivery: "Cash on delivery",
} as const;
