import type { RequestHandler } from "express";
import { z } from "zod";

import { signedInCaller } from "../http/caller.ts";
import { pageQueryShape, readPage, setNextCursor } from "../http/cursor-page.ts";
import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/orders.ts";
import { emailAddressSchema, normalizeEmail } from "../shared/email.ts";
import { ORDER_LIMITS, ORDER_MESSAGES, orderFromDocument } from "../shared/order.ts";

const paramsSchema = z.object({ email: emailAddressSchema.transform(normalizeEmail) });

const listQuerySchema = z.strictObject(
  pageQueryShape(ORDER_LIMITS.ordersPerPage, ORDER_MESSAGES.unknownCursor),
);

/**
 * GET /api/orders/email/:email: the signed-in customer's own orders, newest first, found by the
 * account's uid (an address alone proves nothing: another account may hold a token for it), so
 * the path must name the caller's own verified address; an admin session looks any address up. `limit`
 * per answer, with X-Next-Cursor (pass it as `after`) when more exist.
 */
export const listOrdersByEmail: RequestHandler<{ email: string }> = async (req, res) => {
  const caller = signedInCaller(res);
  const { email } = parseOrThrow(paramsSchema, req.params);
  const { limit, after } = parseOrThrow(listQuerySchema, req.query);
  const orders = ordersCollection(db);
  // The entry lets customers and admin sessions through; an admin session looks any address up.
  const byAdmin = caller.kind === "adminSession";
  const ownEmail = caller.verifiedEmail !== null && normalizeEmail(caller.verifiedEmail) === email;
  if (!byAdmin && !ownEmail) throw new HttpError(403, ORDER_MESSAGES.ownOrdersOnly);
  const page = await readPage({
    query: (byAdmin
      ? orders.where("email", "==", email)
      : orders.where("uid", "==", caller.uid)
    ).orderBy("createdAt", "desc"),
    collection: orders,
    limit,
    after,
    cursorError: ORDER_MESSAGES.unknownCursor,
    // Another customer's order id must not reveal where that order sits in the list.
    isCursor: (order) => (byAdmin ? order.email === email : order.uid === caller.uid),
  });
  setNextCursor(res, page);
  sendJson(
    res,
    API.listOrdersByEmail,
    page.docs.map((doc) => orderFromDocument(doc.id, doc.data())),
  );
};
