import type { User } from "firebase/auth";

import { apiFile } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import {
  orderExportFileName,
  type OrderExportFilter,
} from "@bookstore/shared/orders/order-export.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

/** GET /api/admin/orders/export: the filter's orders as a CSV file, saved by the browser. */
export async function downloadOrdersCsv(user: User, filter: OrderExportFilter): Promise<void> {
  const file = await apiFile(API.exportOrders, {
    query: { from: filter.from, to: filter.to, status: filter.status, per: filter.per },
    session: user,
  });
  saveFile(file, orderExportFileName(filter));
}
