import type { RequestHandler } from "express";
import { z } from "zod";

import { pageQueryShape, sendPage } from "../http/pagination.ts";
import { requireAdminSession } from "../http/require-admin-session.ts";
import { parseOrThrow } from "../http/validate.ts";
import { ORDER_STATUSES, orderFromDocument } from "../shared/order.ts";

import { ordersCollection } from "./orders-collection.ts";

const listQuerySchema = z.strictObject({
  status: z
    .enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` })
    .optional(),
  ...pageQueryShape,
});

/** GET /api/orders?status=&limit=&after=: every order (or those of one status), newest first. */
export const listOrders: RequestHandler = async (req, res) => {
  await requireAdminSession(req);
  const { status, limit, after } = parseOrThrow(listQuerySchema, req.query);
  const filtered =
    status === undefined ? ordersCollection : ordersCollection.where("status", "==", status);
  await sendPage(res, {
    collection: ordersCollection,
    query: filtered.orderBy("createdAt", "desc"),
    limit,
    after,
    toItem: (doc) => orderFromDocument(doc.id, doc.data()),
  });
};
