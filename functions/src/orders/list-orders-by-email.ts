import { ORDER_MESSAGES, orderFromDocument } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { readPage, setNextCursor } from "../http/cursor-page.ts";
import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";

/**
 * GET /api/orders/email/:email: the signed-in customer's own orders, newest first, found by the
 * account's uid (an address alone proves nothing: another account may hold a token for it), so
 * the path must name the caller's own verified address; an admin session looks any address up. `limit`
 * per answer, with X-Next-Cursor (pass it as `after`) when more exist.
 */
export const listOrdersByEmail = route(
  API.listOrdersByEmail,
  async ({ params: { email }, query: { limit, after }, res }) => {
    const caller = signedInCaller(res);
    const orders = ordersCollection(db);
    // The entry lets customers and admin sessions through; an admin session looks any address up.
    const byAdmin = caller.kind === "adminSession";
    const ownEmail = caller.verifiedEmail === email;
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
    return page.docs.map((doc) => orderFromDocument(doc.id, doc.data()));
  },
);
