import { z } from "zod";

import { isDocumentId } from "../core/document-id.ts";

import { limitTooLargeMessage } from "./public-lists.ts";

export interface PageLimits {
  default: number;
  max: number;
}

/**
 * `?limit=&after=<document id>` of every paged list; `cursorError` says what `after` must name
 * (e.g. "unknown order id").
 */
export function pageQueryShape(limits: PageLimits, cursorError: string) {
  return {
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(limits.max, { error: limitTooLargeMessage(limits.max) })
      .default(limits.default),
    after: z.string().refine(isDocumentId, { error: cursorError }).optional(),
  };
}

/** GET /api/orders, /api/contact and /api/newsletter: `?limit=&after=`, X-Next-Cursor when more exist. */
export const ADMIN_LIST_LIMITS = {
  perPage: { default: 20, max: 100 },
} as const;

/** What an admin list's `after` must name. */
export const ADMIN_CURSOR_ERROR = "unknown id";

/** `?limit=&after=` of the admin lists (orders, contact messages, subscribers). */
export const adminPageQueryShape = pageQueryShape(ADMIN_LIST_LIMITS.perPage, ADMIN_CURSOR_ERROR);

/** `?limit=&after=` alone: an admin list with nothing to filter (messages, subscribers, mail). */
export const adminListQuerySchema = z.strictObject(adminPageQueryShape);

export type AdminListQuery = z.output<typeof adminListQuerySchema>;
