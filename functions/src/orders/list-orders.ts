import { ADMIN_CURSOR_ERROR } from "@bookstore/shared/api/page-query.ts";
import { orderFromDocument } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { sendAdminPage } from "../http/admin-list.ts";
import { readPage } from "../http/cursor-page.ts";
import { route } from "../http/route.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";

/** GET /api/orders?status=&limit=&after=: every order (or those of one status), newest first. */
export const listOrders = route(
  API.listOrders,
  async ({ query: { status, limit, after }, res }) => {
    const orders = ordersCollection(db);
    const filtered = status === undefined ? orders : orders.where("status", "==", status);
    const page = await readPage({
      query: filtered.orderBy("createdAt", "desc"),
      collection: orders,
      limit,
      after,
      cursorError: ADMIN_CURSOR_ERROR,
    });
    sendAdminPage(res, API.listOrders, page, (doc) => orderFromDocument(doc.id, doc.data()));
    return undefined;
  },
);
