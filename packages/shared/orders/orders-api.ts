import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { csvFileSchema, isoDate } from "../api/schema-parts.ts";

import type { ShipOrdersResult } from "./order-shipping.ts";
import { ORDER_STATUSES } from "./order-status.ts";
import type { Address, Order } from "./order.ts";
import type { PackingSlips } from "./packing-slip.ts";
import { PRE_ORDER_CANCEL_MESSAGES } from "./pre-order-cancel.ts";

/**
 * Orders: placing and reading them, and the admin's statuses, shipping, packing slips and export.
 */

const addressSchema = z.object({
  street: z.optional(z.string()),
  city: z.string(),
  country: z.string(),
  state: z.string(),
  zipcode: z.string(),
}) satisfies z.ZodMiniType<Address>;

export const orderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: addressSchema,
  collection: z.optional(
    z.object({ pointId: z.string(), name: z.string(), address: z.string(), hours: z.string() }),
  ),
  productIds: z.array(z.string()),
  items: z.array(
    z.object({
      bookId: z.string(),
      title: z.string(),
      unitPriceCents: z.number(),
      publishesOn: z.optional(z.string()),
      shipped: z.optional(z.literal(true)),
    }),
  ),
  totalPrice: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.literal("cash-on-delivery"),
  createdAt: isoDate,
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.optional(isoDate) })),
  anonymisedAt: z.optional(isoDate),
  stockNotReturned: z.optional(z.array(z.string())),
}) satisfies z.ZodMiniType<Order>;

export const orderListSchema = z.array(orderSchema);

export const packingSlipsSchema = z.object({
  sender: z.object({ name: z.string(), address: z.array(z.string()), origin: z.string() }),
  slips: z.array(
    z.object({
      orderId: z.string(),
      createdAt: isoDate,
      status: z.enum(ORDER_STATUSES),
      name: z.string(),
      phone: z.string(),
      address: addressSchema,
      collection: z.optional(
        z.object({ name: z.string(), address: z.string(), hours: z.string() }),
      ),
      anonymised: z.boolean(),
      items: z.array(
        z.object({
          bookId: z.string(),
          title: z.string(),
          author: z.optional(z.string()),
          isbn: z.optional(z.string()),
          unitPriceCents: z.number(),
        }),
      ),
      follows: z.array(
        z.object({ bookId: z.string(), title: z.string(), publishesOn: z.string() }),
      ),
      totalPrice: z.string(),
    }),
  ),
}) satisfies z.ZodMiniType<PackingSlips>;

export const shipOrdersResultSchema = z.object({
  outcomes: z.array(
    z.union([
      z.object({ id: z.string(), shipped: z.literal(true), order: orderSchema }),
      z.object({ id: z.string(), shipped: z.literal(false), message: z.string() }),
    ]),
  ),
}) satisfies z.ZodMiniType<ShipOrdersResult>;

export const listOrders = {
  name: "listOrders",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/orders",
  query: async () => (await import("./order-queries.ts")).listOrdersQuerySchema,
  response: orderListSchema,
} as const;

export const createOrder = {
  name: "createOrder",
  access: "verifiedCustomer",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "POST",
  path: "/api/orders",
  request: async () => (await import("./order-input.ts")).createOrderSchema,
  headers: async () => (await import("./order-input.ts")).createOrderHeadersSchema,
  response: orderSchema,
} as const;

export const listOrdersByEmail = {
  name: "listOrdersByEmail",
  access: "customerOrAdminSession",
  rateLimit: RATE_LIMITS.accountRead,
  method: "GET",
  path: "/api/orders/email/:email",
  params: async () => (await import("./order-queries.ts")).orderEmailParamsSchema,
  query: async () => (await import("./order-queries.ts")).customerOrdersQuerySchema,
  response: orderListSchema,
} as const;

export const changeOrderStatus = {
  name: "changeOrderStatus",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "PATCH",
  path: "/api/orders/:id/status",
  request: async () => (await import("./order-shipping.ts")).orderStatusChangeSchema,
  response: orderSchema,
} as const;

export const getOrder = {
  name: "getOrder",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountRead,
  method: "GET",
  path: "/api/orders/:id",
  response: orderSchema,
} as const;

export const cancelOrder = {
  name: "cancelOrder",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "POST",
  path: "/api/orders/:id/cancel",
  request: async () => (await import("./order-input.ts")).cancelOrderSchema,
  response: orderSchema,
} as const;

/**
 * The cancel link of a pre-order whose publication day moved: `{token}` names the order, signed
 * by the API, so it needs no sign-in, as a mail's stop link does.
 */
export const cancelPreOrderByLink = {
  name: "cancelPreOrderByLink",
  access: "anyone",
  rateLimit: RATE_LIMITS.mailLink,
  method: "POST",
  path: "/api/orders/cancel-link",
  request: async () => (await import("./pre-order-cancel-input.ts")).preOrderCancelSchema,
  response: z.object({
    message: z.literal(PRE_ORDER_CANCEL_MESSAGES.cancelled),
  }),
} as const;

/**
 * Staff at the counter type the code the customer shows: 200 with the order collected; a wrong
 * code or an order not ready changes nothing.
 */
export const collectOrder = {
  name: "collectOrder",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/orders/:id/collect",
  request: async () => (await import("./collection-code.ts")).collectOrderSchema,
  response: orderSchema,
} as const;

/** Marks each of up to 100 orders shipped, step by step; a refused order is named, not fatal. */
export const shipOrders = {
  name: "shipOrders",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/orders/ship",
  request: async () => (await import("./order-shipping.ts")).shipOrdersSchema,
  response: shipOrdersResultSchema,
} as const;

/** The packing slips of `?ids=a,b` (up to 100 orders), in that order. */
export const getPackingSlips = {
  name: "getPackingSlips",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/packing-slips",
  query: async () => (await import("./order-queries.ts")).packingSlipsQuerySchema,
  response: packingSlipsSchema,
} as const;

/**
 * The orders as a CSV file to download (`?from=&to=&status=&per=order|line`, see
 * shared/orders/order-export-query.ts): `text/csv` with a byte order mark, streamed, never JSON; the web
 * client saves the body rather than checking it against the schema.
 */
export const exportOrders = {
  name: "exportOrders",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/orders/export",
  query: async () => (await import("./order-export-query.ts")).orderExportQuerySchema,
  response: csvFileSchema,
} as const;
