import { z } from "zod";

import { emailAddressSchema, normalizeEmail } from "../accounts/email.ts";
import { adminPageQueryShape, pageQueryShape } from "../api/page-query.ts";

import { ORDER_IDS_MESSAGES, ORDER_IDS_SEPARATOR, orderIdsSchema } from "./order-ids.ts";
import { ORDER_STATUSES } from "./order-status.ts";
import { ORDER_LIMITS, ORDER_MESSAGES } from "./order.ts";

/** GET /api/orders?status=&limit=&after=: the admin's list, all orders or one status's. */
export const listOrdersQuerySchema = z.strictObject({
  status: z
    .enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` })
    .optional(),
  ...adminPageQueryShape,
});

/** GET /api/orders/email/:email: the address, compared as the store stores it. */
export const orderEmailParamsSchema = z.object({
  email: emailAddressSchema.transform(normalizeEmail),
});

/** GET /api/orders/email/:email?limit=&after=: a customer's orders, a page at a time. */
export const customerOrdersQuerySchema = z.strictObject(
  pageQueryShape(ORDER_LIMITS.ordersPerPage, ORDER_MESSAGES.unknownCursor),
);

/** GET /api/admin/packing-slips?ids=a,b: the orders, comma-separated, in the order asked. */
export const packingSlipsQuerySchema = z.strictObject({
  ids: z
    .string({ error: ORDER_IDS_MESSAGES.notList })
    .transform((ids) => ids.split(ORDER_IDS_SEPARATOR))
    .pipe(orderIdsSchema),
});
