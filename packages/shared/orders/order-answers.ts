import { z } from "zod/mini";

import { isoDate } from "../api/schema-parts.ts";

import { ORDER_STATUSES } from "./order-status.ts";

/**
 * The order as the API answers it: the zod/mini schemas the answers are checked against, from
 * which order.ts, packing-slip.ts and order-shipping.ts infer their types. It loads only leaf
 * modules, so those domain modules import its types without an import circle.
 */

export const addressSchema = z.object({
  /** The street line; optional in the API (the checkout form asks for city, country, state, zipcode). */
  street: z.optional(z.string()),
  city: z.string(),
  country: z.string(),
  state: z.string(),
  zipcode: z.string(),
});

/**
 * Where an order to collect waits: the collection point as it was when the order was placed, so
 * a later edit or deletion of the point does not change what the customer was told.
 */
const orderCollectionSchema = z.object({
  pointId: z.string(),
  name: z.string(),
  address: z.string(),
  hours: z.string(),
});

export const orderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: addressSchema,
  collection: z.optional(orderCollectionSchema),
  productIds: z.array(z.string()),
  /** What each book cost when it was ordered, its publication day while it waits, and whether it went ahead. */
  items: z.array(
    z.object({
      bookId: z.string(),
      title: z.string(),
      unitPriceCents: z.number(),
      publishesOn: z.optional(z.string()),
      shipped: z.optional(z.literal(true)),
    }),
  ),
  /** Dollars with 2 decimals, computed by the server. */
  totalPrice: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.literal("cash-on-delivery"),
  /** ISO 8601. */
  createdAt: isoDate,
  /** Oldest first; the last entry is the current status; `at` (ISO 8601) is absent when unknown. */
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.optional(isoDate) })),
  /** ISO 8601: when the customer deleted their account and the order lost their details. */
  anonymisedAt: z.optional(isoDate),
  /** The books a cancel returned no copy to: gone, or another book under the same id since. */
  stockNotReturned: z.optional(z.array(z.string())),
});

/** GET /api/admin/packing-slips: the sender once, then one slip per order, in the order asked. */
export const packingSlipsSchema = z.object({
  /** Who sends the parcels: the top of every packing slip. */
  sender: z.object({
    name: z.string(),
    /** The store's postal address, a line each; empty when none is configured. */
    address: z.array(z.string()),
    /** The store's web address, shown under the name (alone when there is no postal address). */
    origin: z.string(),
  }),
  slips: z.array(
    z.object({
      orderId: z.string(),
      /** ISO 8601: when the order was placed. */
      createdAt: isoDate,
      status: z.enum(ORDER_STATUSES),
      /** Empty when the customer deleted their account (the order keeps no address then). */
      name: z.string(),
      phone: z.string(),
      /** Every field empty for an order to collect: the parcel waits at `collection` instead. */
      address: addressSchema,
      /** Set on an order the customer collects in the shop and pays for at the counter. */
      collection: z.optional(
        z.pick(orderCollectionSchema, { name: true, address: true, hours: true }),
      ),
      /** True when the customer deleted their account: there is nobody to send the parcel to. */
      anonymised: z.boolean(),
      /** The books in this parcel: those out and not sent ahead already. */
      items: z.array(
        z.object({
          bookId: z.string(),
          /** The title it was ordered under. */
          title: z.string(),
          /** When the store knows it. */
          author: z.optional(z.string()),
          /** When the store knows it. */
          isbn: z.optional(z.string()),
          unitPriceCents: z.number(),
        }),
      ),
      /** The forthcoming books, which follow in a parcel of their own on their publication day. */
      follows: z.array(
        z.object({ bookId: z.string(), title: z.string(), publishesOn: z.string() }),
      ),
      /**
       * Dollars with 2 decimals: what is paid in cash for this parcel, to the courier on delivery
       * or at the counter for an order to collect.
       */
      totalPrice: z.string(),
    }),
  ),
});

/**
 * POST /api/orders/ship: each order's outcome, in the order the ids were sent: moved to shipped
 * (with the order as it is now), or refused on its own and why.
 */
export const shipOrdersResultSchema = z.object({
  outcomes: z.array(
    z.union([
      z.object({ id: z.string(), shipped: z.literal(true), order: orderSchema }),
      z.object({ id: z.string(), shipped: z.literal(false), message: z.string() }),
    ]),
  ),
});
