/** The orders screens' texts (SPEC sections 2 and 8), word for word, the spec's spelling kept. */
export const ORDERS_MESSAGES = {
  loading: "Loading..",
  empty: "No orders found!",
  loadFailed: "Error geting orders data",
  dashboardEmpty: "You have no recent orders.",
  dashboardLoadFailed: "Error getting orders data",
  loadMore: "Load more",
  loadingMore: "Loading more…",
  loadMoreFailed: "Could not load more orders. Please try again.",
  cashOnDelivery: "Cash on delivery",
} as const;
