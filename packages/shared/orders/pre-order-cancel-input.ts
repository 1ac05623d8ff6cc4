import { z } from "zod";

import { strictBody } from "../core/strict-body.ts";

import { CANCEL_TOKEN_MAX_LENGTH, PRE_ORDER_CANCEL_MESSAGES as TEXT } from "./pre-order-cancel.ts";

/** What the cancel page sends to POST /api/orders/cancel-link (classic zod: the API checks it). */
export const preOrderCancelSchema = strictBody({
  token: z
    .string({
      error: (issue) => (issue.input === undefined ? TEXT.tokenMissing : TEXT.tokenInvalid),
    })
    .min(1, { error: TEXT.tokenMissing })
    .max(CANCEL_TOKEN_MAX_LENGTH, { error: TEXT.tokenInvalid }),
});

export type PreOrderCancelRequest = z.input<typeof preOrderCancelSchema>;
