import { formatCents, sumCents } from "../core/money.ts";

import type { Address, Order, OrderCollection, OrderStatus } from "./order.ts";
import { shipmentOf } from "./pre-order-lines.ts";

/** Who sends the parcels: the top of every packing slip. */
export interface SlipSender {
  name: string;
  /** The store's postal address, a line each; empty when none is configured. */
  address: string[];
  /** The store's web address, shown under the name (alone when there is no postal address). */
  origin: string;
}

/** One book on a slip: the title it was ordered under, and author and ISBN when the store knows them. */
export interface SlipItem {
  bookId: string;
  title: string;
  author?: string;
  isbn?: string;
  unitPriceCents: number;
}

/** Where an order to collect waits, as the point was when the order was placed. */
export type SlipCollection = Pick<OrderCollection, "name" | "address" | "hours">;

/** What a parcel's packing slip says about its order. */
export interface PackingSlip {
  orderId: string;
  /** ISO 8601: when the order was placed. */
  createdAt: string;
  status: OrderStatus;
  /** Empty when the customer deleted their account (the order keeps no address then). */
  name: string;
  phone: string;
  /** Every field empty for an order to collect: the parcel waits at `collection` instead. */
  address: Address;
  /** Set on an order the customer collects in the shop and pays for at the counter. */
  collection?: SlipCollection;
  /** True when the customer deleted their account: there is nobody to send the parcel to. */
  anonymised: boolean;
  /** The books in this parcel: those out and not sent ahead already. */
  items: SlipItem[];
  /** The forthcoming books, which follow in a parcel of their own on their publication day. */
  follows: { bookId: string; title: string; publishesOn: string }[];
  /**
   * Dollars with 2 decimals: what is paid in cash for this parcel, to the courier on delivery or
   * at the counter for an order to collect.
   */
  totalPrice: string;
}

/** GET /api/admin/packing-slips: the sender once, then one slip per order, in the order asked. */
export interface PackingSlips {
  sender: SlipSender;
  slips: PackingSlip[];
}

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
