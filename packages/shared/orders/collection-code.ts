import { z } from "zod";

import { strictBody } from "../core/strict-body.ts";

/**
 * The short code a customer shows at the counter to collect their order: six digits, easy to
 * read out, mailed when the order is ready. Staff type it into the dashboard, and only a match
 * marks the order collected.
 */
export const COLLECTION_CODE_PATTERN = /^\d{6}$/;

export const COLLECTION_CODE_MESSAGES = {
  codeFormat: "must be the 6 digits from the customer's mail",
  wrongCode: "This code does not match the order. Ask the customer for the code in their mail.",
  notReady: (status: string) =>
    status === "collected"
      ? "This order is already collected."
      : `This order is not ready for collection: it is ${status}.`,
  notCollection: "This order is delivered, not collected in the shop.",
  useCode: "Enter the customer's collection code to mark the order collected.",
  waitsForBooks:
    "This order waits for its books' publication day: it is ready for collection when they are out.",
} as const;

/** POST /api/orders/:id/collect {code}: spaces the customer reads out are ignored. */
export const collectOrderSchema = strictBody({
  code: z
    .string({ error: COLLECTION_CODE_MESSAGES.codeFormat })
    .transform((code) => code.replace(/\s/g, ""))
    .refine((code) => COLLECTION_CODE_PATTERN.test(code), {
      error: COLLECTION_CODE_MESSAGES.codeFormat,
    }),
});
