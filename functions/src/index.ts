export { api } from "./api.ts";
export { completeBookWrites } from "./books/complete-book-writes.ts";
export { ownerDailySummary } from "./owner/owner-daily-summary.ts";
export { rollUpStock } from "./stock/roll-up-stock.ts";
export { rebuildSearchIndex } from "./search/rebuild-search-index.ts";
export { requestRatingRollUps } from "./reviews/request-rating-roll-ups.ts";
export { rollUpRatings } from "./reviews/roll-up-ratings.ts";
export { sendStockAlerts } from "./stock-alerts/send-stock-alerts.ts";
