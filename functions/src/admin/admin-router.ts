import { endpointRouter } from "../http/endpoint-router.ts";

import { exportOrders } from "./export-orders.ts";
import { getAdminStats } from "./get-admin-stats.ts";
import { getPackingSlips } from "./get-packing-slips.ts";
import { listAdminBooks } from "./list-admin-books.ts";
import { listMail } from "./list-mail.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const adminRouter = endpointRouter(
  [getAdminStats],
  [listAdminBooks],
  [exportOrders],
  [listMail],
  [getPackingSlips],
);
