import { z } from "zod";

import { isDocumentId } from "../core/document-id.ts";
import { oneLineText } from "../core/one-line-text.ts";
import { strictBody } from "../core/strict-body.ts";

import { ORDER_LIMITS, ORDER_MESSAGES, tooLongMessage } from "./order.ts";

/**
 * The request bodies of the orders' endpoints, in classic zod: the server's 400 messages and the
 * checkout form's field errors come from them.
 */

/** POST /api/orders/:id/cancel takes no fields: an empty body or {}. */
export const cancelOrderSchema = strictBody({});

const PHONE_CHARACTERS = /^[0-9 +()-]*$/;

const phoneSchema = oneLineText(ORDER_LIMITS.phone.max)
  .regex(PHONE_CHARACTERS, { error: ORDER_MESSAGES.phoneCharacters, abort: true })
  .min(ORDER_LIMITS.phone.min, { error: ORDER_MESSAGES.phoneLength, abort: true })
  .refine((phone) => phone.replace(/\D/g, "").length >= ORDER_LIMITS.phone.digits, {
    error: ORDER_MESSAGES.phoneDigits,
  });

const addressSchema = z.strictObject(
  {
    street: oneLineText(ORDER_LIMITS.addressField).optional(),
    city: oneLineText(ORDER_LIMITS.addressField),
    country: oneLineText(ORDER_LIMITS.addressField),
    state: oneLineText(ORDER_LIMITS.addressField),
    zipcode: oneLineText(ORDER_LIMITS.zipcode),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? undefined : ORDER_MESSAGES.addressNotObject,
  },
);

const productIdsSchema = z
  .array(
    z
      .string({ error: ORDER_MESSAGES.productIdInvalid })
      // A book's id is its document's id.
      .refine(isDocumentId, { error: ORDER_MESSAGES.productIdInvalid }),
    { error: ORDER_MESSAGES.productIdsNotList },
  )
  .min(1, { error: ORDER_MESSAGES.productIdsEmpty, abort: true })
  .max(ORDER_LIMITS.productIds, { error: ORDER_MESSAGES.productIdsTooMany, abort: true })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: ORDER_MESSAGES.productIdsRepeated,
  });

/** Dollars with exactly 2 decimals, as the cart shows its subtotal. */
export const TOTAL_PRICE_PATTERN = /^\d+\.\d{2}$/;

/**
 * POST /api/orders. The e-mail comes from the ID token and the total from the books' stored
 * prices: a sent `email` is ignored, and a sent `totalPrice` is only checked against the total.
 */
export const createOrderSchema = strictBody({
  name: oneLineText(ORDER_LIMITS.name),
  phone: phoneSchema,
  /** Required for delivery; left out for an order to collect. */
  address: addressSchema.optional(),
  /** The collection point to collect the order at; left out for delivery. */
  collectionPointId: z
    .string({ error: ORDER_MESSAGES.collectionPointInvalid })
    .refine(isDocumentId, { error: ORDER_MESSAGES.collectionPointInvalid })
    .optional(),
  productIds: productIdsSchema,
  email: z
    .string({ error: ORDER_MESSAGES.notText })
    .max(ORDER_LIMITS.email, { error: tooLongMessage(ORDER_LIMITS.email) })
    .optional(),
  totalPrice: z
    .string({ error: ORDER_MESSAGES.totalPriceInvalid })
    .trim()
    .max(ORDER_LIMITS.totalPrice, { error: ORDER_MESSAGES.totalPriceInvalid, abort: true })
    .regex(TOTAL_PRICE_PATTERN, { error: ORDER_MESSAGES.totalPriceInvalid })
    .optional(),
}).check((context) => {
  const { address, collectionPointId } = context.value;
  if (collectionPointId === undefined && address === undefined) {
    context.issues.push({
      code: "custom",
      path: ["address"],
      message: ORDER_MESSAGES.required,
      input: address,
    });
  }
  if (collectionPointId !== undefined && address !== undefined) {
    context.issues.push({
      code: "custom",
      path: ["address"],
      message: ORDER_MESSAGES.addressForCollection,
      input: address,
    });
  }
});

/** What the checkout sends to POST /api/orders. */
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrderRequest = z.output<typeof createOrderSchema>;

/** A retry of the same checkout sends the same key and gets the first order back. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, { error: ORDER_MESSAGES.idempotencyKeyInvalid, abort: true })
  .min(ORDER_LIMITS.idempotencyKey.min, { error: ORDER_MESSAGES.idempotencyKeyInvalid })
  .max(ORDER_LIMITS.idempotencyKey.max, { error: ORDER_MESSAGES.idempotencyKeyInvalid });

/** The headers POST /api/orders reads, by their names as sent: an optional Idempotency-Key. */
export const createOrderHeadersSchema = z.object({
  "Idempotency-Key": idempotencyKeySchema.optional(),
});
