import type { RequestHandler } from "express";
import { z } from "zod";

import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { ordersCollection, type StoredOrder } from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";
import { storePostalAddress } from "../lib/store-postal-address.ts";
import { configuredStoreOrigin } from "../mail/store-origin.ts";
import * as API from "../shared/api/orders.ts";
import { ORDER_IDS_MESSAGES, ORDER_IDS_SEPARATOR, orderIdsSchema } from "../shared/order-ids.ts";
import { orderFromDocument } from "../shared/order.ts";
import { packingSlipOf, type SlipBookDetails } from "../shared/packing-slip.ts";
import { STORE_NAME } from "../shared/store-name.ts";

const querySchema = z.strictObject({
  ids: z
    .string({ error: ORDER_IDS_MESSAGES.notList })
    .transform((ids) => ids.split(ORDER_IDS_SEPARATOR))
    .pipe(orderIdsSchema),
});

/** Author and ISBN of each book still in the catalogue, read once however many orders name it. */
async function bookDetails(bookIds: ReadonlySet<string>): Promise<Map<string, SlipBookDetails>> {
  const details = new Map<string, SlipBookDetails>();
  if (bookIds.size === 0) return details;
  const books = booksCollection(db);
  const snapshots = await db.getAll(...[...bookIds].map((id) => books.doc(id)), {
    fieldMask: ["author", "isbn"],
  });
  for (const snapshot of snapshots) {
    // Only the masked fields, and unchecked: getAll drops the converter's type.
    const book = snapshot.data() as Partial<StoredBook> | undefined;
    if (!book) continue;
    details.set(snapshot.id, {
      author: typeof book.author === "string" ? book.author : "",
      ...(typeof book.isbn === "string" ? { isbn: book.isbn } : {}),
    });
  }
  return details;
}

/**
 * GET /api/admin/packing-slips?ids=a,b: the store as sender and one slip per order, in the order
 * asked; 404 naming the ids no order has.
 */
export const getPackingSlips: RequestHandler = async (req, res) => {
  const { ids } = parseOrThrow(querySchema, req.query);
  const orders = ordersCollection(db);
  const snapshots = await db.getAll(...ids.map((id) => orders.doc(id)));
  const unknown = snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id);
  if (unknown.length > 0) throw new HttpError(404, ORDER_IDS_MESSAGES.unknown(unknown));
  const found = snapshots.flatMap((snapshot) => {
    // getAll drops the converter's type; the documents are the orders collection's.
    const data = snapshot.data() as StoredOrder | undefined;
    return data ? [orderFromDocument(snapshot.id, data)] : [];
  });
  const books = await bookDetails(
    new Set(found.flatMap((order) => order.items.map((item) => item.bookId))),
  );
  res.set("Cache-Control", "private, no-store");
  sendJson(res, API.getPackingSlips, {
    sender: { name: STORE_NAME, address: storePostalAddress(), origin: configuredStoreOrigin() },
    slips: found.map((order) => packingSlipOf(order, books)),
  });
};
