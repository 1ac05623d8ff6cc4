import { createHash } from "node:crypto";

const ORDER_ID_LENGTH = 40;

/** The id of the order a customer's idempotency key stands for: retries land on one document. */
export function idempotentOrderId(uid: string, idempotencyKey: string): string {
  return createHash("sha256")
    .update(`${uid}:${idempotencyKey}`)
    .digest("hex")
    .slice(0, ORDER_ID_LENGTH);
}
