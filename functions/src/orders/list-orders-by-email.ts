import type { RequestHandler } from "express";
import { z } from "zod";

import { isAdminSession } from "../http/admin-session.ts";
import { HttpError } from "../http/http-error.ts";
import { requireAuth } from "../http/require-auth.ts";
import { parseOrThrow } from "../http/validate.ts";
import { emailAddressSchema } from "../shared/contact.ts";
import { normalizeEmail } from "../shared/newsletter.ts";
import { isOrderId, ORDER_LIMITS, ORDER_MESSAGES, orderFromDocument } from "../shared/order.ts";

import { ordersCollection } from "./orders-collection.ts";

const paramsSchema = z.object({ email: emailAddressSchema.transform(normalizeEmail) });

const { default: defaultLimit, max: maxLimit } = ORDER_LIMITS.ordersPerPage;

const listQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  after: z.string().refine(isOrderId, { error: ORDER_MESSAGES.unknownCursor }).optional(),
});

/**
 * GET /api/orders/email/:email: the customer's orders, newest first, for that customer or an
 * admin; `limit` per answer, with X-Next-Cursor (pass it as `after`) when more exist.
 */
export const listOrdersByEmail: RequestHandler<{ email: string }> = async (req, res) => {
  const caller = await requireAuth(req);
  const { email } = parseOrThrow(paramsSchema, req.params);
  const { limit, after } = parseOrThrow(listQuerySchema, req.query);
  const ownEmail = caller.email !== undefined && normalizeEmail(caller.email) === email;
  if (!ownEmail && !isAdminSession(caller, Math.floor(Date.now() / 1000))) {
    throw new HttpError(403, ORDER_MESSAGES.ownOrdersOnly);
  }
  let query = ordersCollection
    .where("email", "==", email)
    .orderBy("createdAt", "desc")
    .limit(limit + 1);
  if (after !== undefined) {
    const cursor = await ordersCollection.doc(after).get();
    if (cursor.data()?.email !== email) {
      throw new HttpError(400, `after: ${ORDER_MESSAGES.unknownCursor}`);
    }
    query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  const page = snapshot.docs.slice(0, limit);
  const last = page.at(-1);
  if (snapshot.docs.length > limit && last) res.set("X-Next-Cursor", last.id);
  res.json(page.map((doc) => orderFromDocument(doc.id, doc.data())));
};
