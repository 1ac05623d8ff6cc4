import type { RequestHandler } from "express";
import { z } from "zod";

import { ADMIN_CURSOR_ERROR, adminPageQueryShape, sendAdminPage } from "../http/admin-list.ts";
import { readPage } from "../http/cursor-page.ts";
import { parseOrThrow } from "../http/validate.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/orders.ts";
import { ORDER_STATUSES, orderFromDocument } from "../shared/order.ts";

const listQuerySchema = z.strictObject({
  status: z
    .enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` })
    .optional(),
  ...adminPageQueryShape,
});

/** GET /api/orders?status=&limit=&after=: every order (or those of one status), newest first. */
export const listOrders: RequestHandler = async (req, res) => {
  const { status, limit, after } = parseOrThrow(listQuerySchema, req.query);
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
};
