import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { csvFileSchema } from "../api/schema-parts.ts";

import { orderSchema, packingSlipsSchema, shipOrdersResultSchema } from "./order-answers.ts";
import { PRE_ORDER_CANCEL_MESSAGES } from "./pre-order-cancel.ts";

/**
 * Orders: placing and reading them, and the admin's statuses, shipping, packing slips and export.
 */

export const orderListSchema = z.array(orderSchema);

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
