/**
 * The store's API, every endpoint: the list the server's routers, the hostile-input table and the
 * checks over every entry read. Each domain module (books.ts, orders.ts, …) holds its endpoints
 * and the response schemas they answer with; a handler or a screen imports its own domain's
 * module, so it loads no other domain's schemas.
 *
 * An entry gives its name (the export's own), who may call it (`access`) and how often
 * (`rateLimit`, both in access.ts), method, Express path (`:param`), the schema of the JSON body
 * it takes (`request`, only where it takes one) and the schema of its 2xx answer (`response`).
 * The server serves each entry only behind one middleware that enforces its access and limit
 * (http/enforce-entry.ts); handlers never decide who may call them. The server routes and types
 * its answers by these entries, and the web client builds its addresses, types its bodies and
 * checks its answers by them. Every value these modules export is an endpoint or a response
 * schema; `import * as API` from here is the list of endpoints (endpoint-types.ts checks that
 * each is one). The addresses built from them live in api-path.ts.
 *
 * Each entry is its own export so that a bundle keeps only the entries it names. The response
 * schemas are zod/mini, small enough for the page's first script. The request schemas are the
 * classic zod ones the server validates bodies with (its 400 messages come from them), several
 * times larger, so an entry loads its own on demand: a static import would put classic zod in
 * every bundle that names any endpoint, the home page's first chunk among them, since one
 * module's code ships in one chunk. None of them is a GET's.
 */
export { listBooks, searchBooks, suggestBooks, getBook } from "../books/books-api.ts";
export {
  createBook,
  editBook,
  deleteBook,
  listAdminBooks,
  importCatalogue,
  exportCatalogue,
  uploadCover,
} from "../catalogue/catalogue-api.ts";
export {
  listBookReviews,
  createReview,
  getMyReview,
  editMyReview,
  deleteMyReview,
  markReviewHelpful,
  listAdminReviews,
  setReviewHidden,
} from "../reviews/reviews-api.ts";
export {
  listOrders,
  createOrder,
  listOrdersByEmail,
  changeOrderStatus,
  getOrder,
  cancelOrder,
  cancelPreOrderByLink,
  collectOrder,
  shipOrders,
  getPackingSlips,
  exportOrders,
} from "../orders/orders-api.ts";
export {
  adminLogin,
  adminLogout,
  logout,
  changePassword,
  getAccountData,
  deleteAccount,
} from "../accounts/accounts-api.ts";
export {
  listCollectionPoints,
  createCollectionPoint,
  editCollectionPoint,
  deleteCollectionPoint,
} from "../collection/collection-api.ts";
export { getAdminStats, listMail } from "../dashboard/dashboard-api.ts";
export { listContactMessages, postContactMessage } from "../contact/contact-api.ts";
export { listSubscribers, subscribe, unsubscribe } from "../newsletter/newsletter-api.ts";
export { subscribeStockAlert, stopStockAlerts } from "../library/stock-alerts-api.ts";
export { listVerses, getVerse } from "../library/verses-api.ts";
