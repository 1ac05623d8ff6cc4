import { z } from "zod";

import { isOrderId } from "./order.ts";

/** Orders one request of the dashboard's bulk actions names at most: a page of the orders list. */
export const MAX_ORDERS_PER_ACTION = 100;

export const ORDER_IDS_MESSAGES = {
  notList: "must be a list of order ids",
  empty: "must name at least one order",
  tooMany: `can name at most ${MAX_ORDERS_PER_ACTION} orders`,
  invalid: "must be an order id",
  repeated: "must not repeat an order",
  /** The ids no order has, in the order asked. */
  unknown: (ids: readonly string[]) =>
    `No such ${ids.length === 1 ? "order" : "orders"}: ${ids.join(", ")}`,
} as const;

/** The orders a bulk action names: 1 to MAX_ORDERS_PER_ACTION order ids, each once. */
export const orderIdsSchema = z
  .array(
    z
      .string({ error: ORDER_IDS_MESSAGES.invalid })
      .refine(isOrderId, { error: ORDER_IDS_MESSAGES.invalid }),
    {
      error: ORDER_IDS_MESSAGES.notList,
    },
  )
  .min(1, { error: ORDER_IDS_MESSAGES.empty, abort: true })
  .max(MAX_ORDERS_PER_ACTION, { error: ORDER_IDS_MESSAGES.tooMany, abort: true })
  .refine((ids) => new Set(ids).size === ids.length, { error: ORDER_IDS_MESSAGES.repeated });

/** How an address's query names orders: `?ids=a,b,c`. */
export const ORDER_IDS_SEPARATOR = ",";
