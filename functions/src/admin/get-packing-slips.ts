import { ORDER_IDS_MESSAGES } from "@bookstore/shared/orders/order-ids.ts";
import { orderFromDocument } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";
import { packingSlipOf, type SlipBookDetails } from "@bookstore/shared/orders/packing-slip.ts";
import { STORE_NAME } from "@bookstore/shared/site/store-name.ts";

import { HttpError } from "../http/http-error.ts";
import { answer, route } from "../http/route.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { ordersCollection, type StoredOrder } from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";
import { configuredStoreOrigin } from "../lib/store-origin.ts";
import { storePostalAddress } from "../lib/store-postal-address.ts";

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
export const getPackingSlips = route(API.getPackingSlips, async ({ query: { ids } }) => {
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
  return answer(
    API.getPackingSlips,
    200,
    {
      sender: { name: STORE_NAME, address: storePostalAddress(), origin: configuredStoreOrigin() },
      slips: found.map((order) => packingSlipOf(order, books)),
    },
    { "Cache-Control": "private, no-store" },
  );
});
