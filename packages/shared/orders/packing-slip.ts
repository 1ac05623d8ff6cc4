import type { z } from "zod/mini";

import { formatCents, sumCents } from "../core/money.ts";

import type { packingSlipsSchema } from "./order-answers.ts";
import type { Order } from "./order.ts";
import { shipmentOf } from "./pre-order-lines.ts";

/** GET /api/admin/packing-slips: the sender once, then one slip per order, in the order asked. */
export type PackingSlips = z.output<typeof packingSlipsSchema>;

/** Who sends the parcels: the top of every packing slip. */
export type SlipSender = PackingSlips["sender"];

/** What a parcel's packing slip says about its order. */
export type PackingSlip = PackingSlips["slips"][number];

/** One book on a slip: the title it was ordered under, and author and ISBN when the store knows them. */
export type SlipItem = PackingSlip["items"][number];

/** Where an order to collect waits, as the point was when the order was placed. */
export type SlipCollection = NonNullable<PackingSlip["collection"]>;

/** What the catalogue still knows of an ordered book. */
export interface SlipBookDetails {
  author: string;
  isbn?: string;
}

/**
 * The slip of an order's next parcel: the books that are out and not sent ahead, then those that
 * follow on their publication day. Orders keep each book's title and price as ordered; author
 * and ISBN come from the catalogue, so a book deleted since shows what the order has, and an
 * empty author or a missing ISBN is left out rather than guessed.
 */
export function packingSlipOf(
  order: Order,
  books: ReadonlyMap<string, SlipBookDetails>,
): PackingSlip {
  const { parcel, follows } = shipmentOf(order.items);
  return {
    orderId: order._id,
    createdAt: order.createdAt,
    status: order.status,
    name: order.name,
    phone: order.phone,
    address: order.address,
    ...(order.collection === undefined
      ? {}
      : {
          collection: {
            name: order.collection.name,
            address: order.collection.address,
            hours: order.collection.hours,
          },
        }),
    anonymised: order.anonymisedAt !== undefined,
    items: parcel.map(({ bookId, title, unitPriceCents }) => {
      const book = books.get(bookId);
      const author = book?.author.trim() ?? "";
      return {
        bookId,
        title,
        ...(author === "" ? {} : { author }),
        ...(book?.isbn === undefined ? {} : { isbn: book.isbn }),
        unitPriceCents,
      };
    }),
    follows: follows.map(({ bookId, title, publishesOn }) => ({
      bookId,
      title,
      publishesOn: publishesOn ?? "",
    })),
    totalPrice: formatCents(sumCents(parcel.map((item) => item.unitPriceCents))),
  };
}
