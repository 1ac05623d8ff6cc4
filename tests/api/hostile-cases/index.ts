import { accountData, accountDelete, accountPassword } from "./account.ts";
import { adminBooks } from "./admin-books.ts";
import { bookWrites } from "./book-writes.ts";
import { booksList, bookById } from "./books-read.ts";
import { catalogueImport } from "./catalogue-import.ts";
import {
  collectOrderCases,
  collectionPointById,
  collectionPointCreate,
  orderCreateForCollection,
} from "./collection.ts";
import { contact } from "./contact.ts";
import { covers, coverFiles } from "./covers.ts";
import { declaredAccess, outsideContract } from "./declared-access.ts";
import { catalogueExport, ordersExport } from "./exports.ts";
import type { HostileCase } from "./fixtures.ts";
import { newsletter, newsletterUnsubscribe } from "./newsletter.ts";
import { packingSlips, shipOrders } from "./order-bulk-actions.ts";
import { orderById, orderCancel } from "./order-by-id.ts";
import { orderCreate } from "./order-create.ts";
import { orderRequests } from "./order-requests.ts";
import { ordersByEmail, adminList, orderStatus } from "./orders.ts";
import { adminStats, verses, unknownPaths } from "./other-endpoints.ts";
import { pagePaths } from "./page-paths.ts";
import { preOrderCancelLink } from "./pre-order-cancel.ts";
import { adminReviews, myReview, reviewCreate, reviewHelpful, reviewList } from "./reviews.ts";
import { searchBooksCases, suggestBooksCases } from "./search.ts";
import { adminLogin, adminLogout, customerLogout } from "./sessions.ts";
import { stockAlertStop, stockAlertSubscribe } from "./stock-alerts.ts";

export { entriesRefusingSomeone } from "./declared-access.ts";
export { RUN, FIXTURE, LOGIN_USERNAMES, MARKERS } from "./fixtures.ts";
export type { AnsweredBy, Caller, HostileCase } from "./fixtures.ts";

/**
 * The hostile-input table (tests/api/hostile-input.test.ts): every case says what it sends, who
 * should answer it and with what. Nothing here may change the database: ids that exist belong to
 * fixtures.ts, and every other id is made up.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  ...declaredAccess(),
  ...outsideContract(),
  ...booksList(),
  ...searchBooksCases(),
  ...suggestBooksCases(),
  ...pagePaths(),
  ...bookById(),
  ...reviewList(),
  ...reviewCreate(),
  ...myReview(),
  ...reviewHelpful(),
  ...adminReviews(),
  ...bookWrites(),
  ...catalogueImport(),
  ...covers(),
  ...coverFiles(),
  ...orderCreate(),
  ...orderRequests(),
  ...ordersByEmail(),
  ...adminList("GET /api/orders", "/api/orders"),
  {
    endpoint: "GET /api/orders",
    name: "status=refunded (not a status)",
    method: "GET",
    path: "/api/orders?status=refunded",
    caller: "admin",
    status: 400,
    message: /^status: must be one of /,
  },
  {
    endpoint: "GET /api/orders",
    name: "status given twice",
    method: "GET",
    path: "/api/orders?status=pending&status=shipped",
    caller: "admin",
    status: 400,
    message: /^status: /,
  },
  ...orderStatus(),
  ...ordersExport(),
  ...catalogueExport(),
  ...shipOrders(),
  ...packingSlips(),
  ...orderById(),
  ...orderCancel(),
  ...preOrderCancelLink(),
  ...collectionPointCreate(),
  ...collectionPointById(),
  ...collectOrderCases(),
  ...orderCreateForCollection(),
  ...contact(),
  ...adminList("GET /api/contact", "/api/contact"),
  ...newsletter(),
  ...adminList("GET /api/newsletter", "/api/newsletter"),
  ...newsletterUnsubscribe(),
  ...adminList("GET /api/admin/mail", "/api/admin/mail"),
  ...adminLogin(),
  ...adminLogout(),
  ...customerLogout(),
  ...accountPassword(),
  ...accountData(),
  ...accountDelete(),
  ...stockAlertSubscribe(),
  ...stockAlertStop(),
  ...adminStats(),
  ...adminBooks(),
  ...verses(),
  ...unknownPaths(),
];
