import { z } from "zod";

import { isCalendarDay } from "../core/calendar-day.ts";

import { ORDER_EXPORT_LAYOUTS } from "./order-export.ts";
import { ORDER_STATUSES } from "./order.ts";

export const ORDER_EXPORT_MESSAGES = {
  day: "must be a date written YYYY-MM-DD",
  status: `must be one of ${ORDER_STATUSES.join(", ")}`,
  per: `must be one of ${ORDER_EXPORT_LAYOUTS.join(", ")}`,
  fromAfterTo: "must not be after to",
} as const;

const calendarDay = z
  .string({ error: ORDER_EXPORT_MESSAGES.day })
  .refine(isCalendarDay, { error: ORDER_EXPORT_MESSAGES.day });

/**
 * An orders export's filter, as the API's query and the CLI's options give it: from and to are
 * calendar days in the store's time zone, both included; `per` is "order" (one row per order,
 * the default) or "line" (one row per book of an order).
 */
export const orderExportQuerySchema = z
  .strictObject({
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    status: z.enum(ORDER_STATUSES, { error: ORDER_EXPORT_MESSAGES.status }).optional(),
    per: z.enum(ORDER_EXPORT_LAYOUTS, { error: ORDER_EXPORT_MESSAGES.per }).default("order"),
  })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    error: ORDER_EXPORT_MESSAGES.fromAfterTo,
    path: ["from"],
  });
